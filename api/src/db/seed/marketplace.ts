/**
 * Demo marketplace: listings from sellers along the coast, in four categories,
 * with pictures (a dozen drawings shared between listings), expiry dates spread
 * over the coming months (three already past, so the live filter shows), and
 * reviews from other demo members on about half of them.
 */
import { insertProduct } from '../products.repository.ts';
import { insertReview, refreshRating } from '../reviews.repository.ts';
import { storeDrawing } from './art.ts';
import type { Seeder } from './context.ts';

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

const CRAFTS = 'Crafts';
const CLOTHING = 'Clothing & textiles';
const FOOD = 'Food & farm produce';
const SERVICES = 'Services';

const svg = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="${background}"/><ellipse cx="600" cy="690" rx="420" ry="50" fill="#000" opacity="0.12"/>${body}</svg>`;

const stripes = (x: number, y: number, w: number, h: number, colours: string[], step: number) =>
  Array.from(
    { length: Math.ceil(h / step) },
    (_, i) =>
      `<rect x="${x}" y="${y + i * step}" width="${w}" height="${step / 2}" fill="${colours[i % colours.length]}"/>`,
  ).join('');

const beads = (cx: number, cy: number, r: number, n: number, colours: string[]) =>
  Array.from({ length: n }, (_, i) => {
    const a = (Math.PI * i) / (n - 1);
    return `<circle cx="${(cx + r * Math.cos(a)).toFixed(1)}" cy="${(cy + r * Math.sin(a)).toFixed(1)}" r="22" fill="${colours[i % colours.length]}"/>`;
  }).join('');

/** Simple product-like pictures, one per kind of listing. */
const DRAWINGS = {
  basket: svg(
    '#f3e3c3',
    `<path d="M330 300h540l-70 390H400z" fill="#c98b3c"/>${stripes(360, 330, 480, 330, ['#8a4b1c', '#e0b15c', '#2f6b4f'], 60)}<path d="M330 300h540l-70 390H400z" fill="none" stroke="#6b3a14" stroke-width="14"/><path d="M420 300q180-220 360 0" fill="none" stroke="#6b3a14" stroke-width="22"/>`,
  ),
  carving: svg(
    '#e8dccb',
    `<path d="M330 560q270 180 540 0z" fill="#7a4a26"/><ellipse cx="600" cy="560" rx="270" ry="40" fill="#5a3418"/><path d="M560 520V260q40-80 80 0v260z" fill="#8b5a2b"/><circle cx="600" cy="230" r="55" fill="#8b5a2b"/><path d="M575 225h50" stroke="#4a2a12" stroke-width="8"/>`,
  ),
  pottery: svg(
    '#efe4d6',
    `<path d="M420 300q-120 120-60 300q60 90 240 90t240-90q60-180-60-300z" fill="#b5562c"/><ellipse cx="600" cy="300" rx="180" ry="36" fill="#7d3518"/><path d="M380 430q220 60 440 0" stroke="#e6a070" stroke-width="14" fill="none"/>`,
  ),
  beads: svg(
    '#1f3b4d',
    `${beads(600, 300, 300, 19, ['#e53935', '#fdd835', '#ffffff', '#1e88e5', '#43a047'])}${beads(600, 300, 220, 15, ['#fdd835', '#e53935', '#ffffff'])}`,
  ),
  kikoi: svg(
    '#f6efe4',
    `${stripes(260, 180, 680, 460, ['#0d47a1', '#ffb300', '#c62828', '#f5f5f5'], 46)}<rect x="260" y="640" width="680" height="40" fill="#0d47a1"/><path d="M280 680v50M330 680v50M380 680v50M430 680v50M480 680v50M530 680v50M580 680v50M630 680v50M680 680v50M730 680v50M780 680v50M830 680v50M880 680v50M920 680v50" stroke="#ffb300" stroke-width="8"/>`,
  ),
  kanga: svg(
    '#fff8e1',
    `<rect x="220" y="150" width="760" height="520" fill="#6a1b9a"/><rect x="270" y="200" width="660" height="420" fill="#ffca28"/><circle cx="600" cy="410" r="150" fill="#d84315"/><circle cx="600" cy="410" r="90" fill="#ffca28"/><circle cx="600" cy="410" r="40" fill="#6a1b9a"/><rect x="270" y="560" width="660" height="40" fill="#6a1b9a" opacity="0.5"/>`,
  ),
  honey: svg(
    '#fff3d6',
    `<rect x="450" y="280" width="300" height="380" rx="40" fill="#e69a12"/><rect x="430" y="230" width="340" height="70" rx="14" fill="#6d4c41"/><rect x="490" y="400" width="220" height="130" rx="12" fill="#fff8e1"/><path d="M520 465h160" stroke="#6d4c41" stroke-width="16"/>`,
  ),
  coconut: svg(
    '#e0f2f1',
    `<circle cx="420" cy="520" r="150" fill="#5d4037"/><circle cx="420" cy="520" r="110" fill="#fafafa"/><rect x="660" y="260" width="170" height="400" rx="30" fill="#fffde7" stroke="#8d6e63" stroke-width="10"/><rect x="700" y="210" width="90" height="60" fill="#8d6e63"/><rect x="660" y="420" width="170" height="240" rx="20" fill="#f0e6b0"/>`,
  ),
  fruit: svg(
    '#f1f8e9',
    `<ellipse cx="470" cy="480" rx="150" ry="115" fill="#f9a825" transform="rotate(-20 470 480)"/><ellipse cx="720" cy="500" rx="150" ry="115" fill="#7cb342" transform="rotate(15 720 500)"/><ellipse cx="600" cy="360" rx="140" ry="105" fill="#fb8c00" transform="rotate(-5 600 360)"/><path d="M600 260q30-60 90-70" stroke="#33691e" stroke-width="12" fill="none"/>`,
  ),
  forest: svg(
    '#cfe8d5',
    `<rect y="600" width="1200" height="200" fill="#6d8b3a"/>${[150, 330, 520, 700, 880, 1050].map((x, i) => `<rect x="${x - 18}" y="${430 + (i % 2) * 40}" width="36" height="190" fill="#5d4037"/><circle cx="${x}" cy="${380 + (i % 2) * 40}" r="${110 - (i % 3) * 15}" fill="${i % 2 ? '#2e7d32' : '#1b5e20'}"/>`).join('')}<path d="M540 800l40-200h40l40 200z" fill="#d7c39a"/>`,
  ),
  camera: svg(
    '#eceff1',
    `<rect x="330" y="300" width="540" height="340" rx="40" fill="#263238"/><rect x="480" y="240" width="180" height="80" rx="16" fill="#263238"/><circle cx="600" cy="470" r="120" fill="#90a4ae"/><circle cx="600" cy="470" r="80" fill="#37474f"/><circle cx="790" cy="350" r="20" fill="#ffca28"/>`,
  ),
  phone: svg(
    '#e3f2fd',
    `<rect x="470" y="170" width="260" height="500" rx="36" fill="#212121"/><rect x="492" y="220" width="216" height="390" fill="#4fc3f7"/><path d="M510 240l80 140-40 60 60 130" stroke="#fff" stroke-width="8" fill="none"/><path d="M760 520l120-120 30 30-120 120z" fill="#ef6c00"/><rect x="300" y="520" width="120" height="40" rx="10" fill="#ef6c00" transform="rotate(-30 360 540)"/>`,
  ),
} as const;

type Drawing = keyof typeof DRAWINGS;

/** [name, description, price (Ksh), location, category, pictures, days until expiry (negative: expired)] */
type Listing = [string, string, number, string, string, Drawing[], number];

// prettier-ignore
const LISTINGS: Listing[] = [
  ['Kiondo basket, hand-woven sisal', 'Classic kiondo woven by a women\'s group in Mariakani, natural sisal dyed with local colours. Strong enough for the market, pretty enough for the house.', 1500, 'Mariakani', CRAFTS, ['basket'], 60],
  ['Large market kiondo with leather straps', 'Tight weave, goat-leather straps and a cloth lining. Fits a full load of shopping from Kilifi market.', 2800, 'Kilifi', CRAFTS, ['basket', 'kikoi'], 90],
  ['Set of three small sisal baskets', 'Nesting baskets in three sizes for bread, fruit or keys. Made to order in two weeks in other colours.', 1200, 'Kaloleni', CRAFTS, ['basket'], 45],
  ['Carved serving bowl, mango wood', 'Turned and carved from fallen mango wood, finished with food-safe coconut oil. About 30 cm across.', 1800, 'Malindi', CRAFTS, ['carving', 'fruit'], 120],
  ['Woodcarving: mother and child', 'Hand-carved figure, 40 cm tall, from a carver who learned from his grandfather in Rabai.', 3500, 'Rabai', CRAFTS, ['carving'], 150],
  ['Carved salad servers, neem wood', 'A pair of smooth salad servers, light and strong. Good gift for visitors going home.', 650, 'Watamu', CRAFTS, ['carving'], 30],
  ['Clay cooking pot (nyungu)', 'Traditional clay pot for slow-cooked beans and fish. Fired in Rabai, seasoned before sale.', 900, 'Rabai', CRAFTS, ['pottery'], 75],
  ['Water cooling pot with lid', 'Keeps drinking water cool without electricity. Holds about 15 litres; delivery within Kwale.', 1400, 'Kwale', CRAFTS, ['pottery', 'coconut'], 100],
  ['Beaded necklace in Giriama colours', 'Red, yellow, white, blue and green glass beads strung by hand. Adjustable length.', 800, 'Kilifi', CRAFTS, ['beads'], 50],
  ['Beaded leather sandals', 'Flat leather sandals with beadwork straps. Sizes 36 to 44; tell us your size on WhatsApp.', 1200, 'Mtwapa', CRAFTS, ['beads', 'kanga'], 65],
  ['Beaded bracelet set of five', 'Five stretch bracelets in matching colours. Wholesale price for shops from 20 sets.', 350, 'Malindi', CRAFTS, ['beads'], 40],
  ['Cotton kikoi, striped', 'Soft hand-loomed cotton kikoi with tassels, 100 x 170 cm. Wear it, use it as a sheet or a beach towel.', 1200, 'Mombasa', CLOTHING, ['kikoi'], 80],
  ['Kikoi beach towel', 'Thick towelling on one side, kikoi stripes on the other. Dries fast in the coast sun.', 1600, 'Watamu', CLOTHING, ['kikoi', 'forest'], 55],
  ['Pair of leso with Swahili sayings', 'Two matching leso (kanga) with a proverb printed on the border. Many designs in stock.', 700, 'Mombasa', CLOTHING, ['kanga'], -4],
  ['Kanga wrap dress, made to measure', 'Choose your kanga and we sew a wrap dress to your measurements in five days.', 2500, 'Mtwapa', CLOTHING, ['kanga', 'kikoi'], 70],
  ['Hando (Giriama skirt) tailoring', 'Traditional hando sewn for dances, weddings and cultural days. Bring your measurements or visit us.', 3800, 'Kaloleni', CLOTHING, ['kanga', 'beads', 'kikoi'], 110],
  ['School uniform tailoring', 'Shirts, shorts, skirts and sweaters for any school in Mariakani. Price per full set.', 1500, 'Mariakani', CLOTHING, ['kikoi'], 35],
  ['Kikoi shirt for men', 'Short-sleeved shirt cut from kikoi cloth, sizes M to XXL. Cool for hot afternoons.', 1800, 'Malindi', CLOTHING, ['kikoi'], 85],
  ['Children\'s kanga dresses', 'Bright kanga dresses for girls aged 2 to 10. Mix and match designs.', 650, 'Kwale', CLOTHING, ['kanga'], 25],
  ['Roasted cashew nuts, 500 g', 'Kilifi cashews roasted and lightly salted the same week. Sealed bags; delivery in Kilifi town.', 650, 'Kilifi', FOOD, ['fruit'], 40],
  ['Raw cashew nuts, 1 kg', 'Shelled raw cashews from family farms in Kwale. Good for cooking and for roasting at home.', 450, 'Kwale', FOOD, ['fruit'], 60],
  ['Virgin coconut oil, 500 ml', 'Cold-pressed from fresh coconuts in Kilifi. For cooking, skin and hair.', 600, 'Kilifi', FOOD, ['coconut'], 130],
  ['Coconut hair oil, 250 ml', 'Coconut oil with a little aloe. Made in small batches in Malindi.', 350, 'Malindi', FOOD, ['coconut', 'fruit'], 95],
  ['Raw honey, 1 kg', 'Honey from hives at the edge of the Kaya forests, harvested without smoke chemicals. Not heated.', 1200, 'Kaloleni', FOOD, ['honey', 'forest'], 160],
  ['Honeycomb pieces', 'Fresh honeycomb cut into pieces, packed in jars of 400 g. Limited each month.', 800, 'Rabai', FOOD, ['honey'], 20],
  ['Apple mangoes, crate of 20', 'Sweet apple mangoes from Malindi farms, picked ready to ripen in two days.', 1500, 'Malindi', FOOD, ['fruit'], 15],
  ['Ngowe mangoes, 10 pieces', 'The coast\'s own ngowe mango. Order on WhatsApp; collect at Kilifi bus stage.', 300, 'Kilifi', FOOD, ['fruit'], -10],
  ['Cassava crisps, 200 g', 'Thin cassava crisps fried in coconut oil, with chilli and lime or plain salt.', 150, 'Mombasa', FOOD, ['fruit', 'coconut'], 30],
  ['Madafu (young coconuts), 10 pieces', 'Fresh madafu delivered to homes and offices in Mtwapa, opened on request.', 500, 'Mtwapa', FOOD, ['coconut'], 45],
  ['Guided walk in Kaya Kinondo', 'A two-hour walk through the sacred forest with a local guide, respecting the elders\' rules.', 1500, 'Kwale', SERVICES, ['forest'], 180],
  ['Kaya Fungo heritage visit', 'Day visit with transport from Kilifi, an elder\'s talk on Giriama history and lunch.', 2000, 'Kilifi', SERVICES, ['forest', 'pottery'], 140],
  ['Mida Creek boardwalk and birding', 'Morning birding at Mida Creek with a trained guide. Binoculars provided.', 1200, 'Watamu', SERVICES, ['forest'], 120],
  ['Event photography', 'Weddings, graduations and cultural days. Full day, edited photos delivered online in a week.', 8000, 'Mombasa', SERVICES, ['camera'], 150],
  ['Passport and ID photos', 'Passport, ID and visa photos printed while you wait. Open Monday to Saturday.', 200, 'Mariakani', SERVICES, ['camera'], -20],
  ['Phone screen repair', 'Screens replaced for most Android phones in two hours. Three months warranty.', 2500, 'Mtwapa', SERVICES, ['phone'], 90],
  ['Phone and radio repairs', 'Charging ports, speakers, batteries and radios. Quote before we start.', 300, 'Kaloleni', SERVICES, ['phone', 'camera'], 75],
  ['Music and dance troupe for events', 'Traditional Mijikenda drums and dancers for weddings and launches. Price for a two-hour show.', 15000, 'Rabai', SERVICES, ['camera', 'forest'], 170],
  ['Hand-made kayamba rattle', 'Kayamba of reeds and seeds, the rattle of coast music. Made to order in a week.', 1100, 'Kaloleni', CRAFTS, ['carving', 'basket'], 125],
  ['Tailored kitenge and kikoi bags', 'Tote bags lined with cotton, strong zip inside. Made in Mombasa Old Town.', 950, 'Mombasa', CLOTHING, ['kikoi', 'kanga'], 105],
];

/** [rating, text]: written by demo members about listings they bought or used. */
const REVIEWS: [number, string][] = [
  [5, 'Exactly as in the pictures, and the seller answered on WhatsApp within minutes.'],
  [4, 'Good quality for the price. Delivery took a day longer than promised.'],
  [5, 'Bought one as a gift for my aunt in Nairobi. She loved it.'],
  [3, 'Fine, but I expected it a bit bigger.'],
  [4, 'Honest seller, fair price. Will buy again.'],
  [5, 'Very good work. You can see the care that went into it.'],
  [2, 'It arrived late and I had to call twice. The item itself is okay.'],
];

export const seedMarketplace: Seeder = async ({ db, media, now, members }) => {
  if (members.length === 0) return;
  const pictures = {} as Record<Drawing, string>;
  for (const [kind, drawing] of Object.entries(DRAWINGS)) {
    pictures[kind as Drawing] = await storeDrawing(media, 'shop', drawing);
  }
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

  // Oldest first (the last listing was listed longest ago), so ids follow listing time.
  for (const [index, listing] of [...LISTINGS.entries()].reverse()) {
    const [product_name, description, price, location, category, drawings, expiresIn] = listing;
    const sellerIndex = index % members.length;
    const seller = members[sellerIndex]!;
    const listedAt = now.getTime() - (index + 1) * 9 * HOUR;
    const productId = await insertProduct(db, {
      product_name,
      description,
      price,
      location,
      category,
      contact_whatsapp: `+25470000${1001 + sellerIndex * 111}`,
      expiry_date: day(expiresIn),
      image_1: pictures[drawings[0]!],
      image_2: drawings[1] ? pictures[drawings[1]] : null,
      image_3: drawings[2] ? pictures[drawings[2]] : null,
      user_id: seller.id,
      created_at: new Date(listedAt).toISOString(),
    });
    if (index % 2 === 1) continue;
    const reviewers = members.filter((member) => member.id !== seller.id).slice(0, 1 + ((index / 2) % 4));
    for (const [position, reviewer] of reviewers.entries()) {
      const [rating, review_text] = REVIEWS[(index + position * 3) % REVIEWS.length]!;
      await insertReview(db, {
        product_id: productId,
        user_id: reviewer.id,
        reviewer_name: reviewer.username,
        review_text,
        rating,
        created_at: new Date(listedAt + (position + 1) * 2 * HOUR).toISOString(),
      });
    }
    await refreshRating(db, productId);
  }
};
