/** The About page's own words (the spec names its sections: section 2, About). */

export const whatWeDo = [
  {
    title: 'Storytelling and podcasts',
    text: 'We record conversations with elders, poets and young leaders, and publish them as articles and podcast episodes anyone can follow.',
  },
  {
    title: 'Filming our stories',
    text: 'Short films and reels of ceremonies, dances, crafts and everyday life, made by members of the community for the community.',
  },
  {
    title: 'Music and talent incubator',
    text: 'Young singers, instrumentalists and producers get a stage, feedback and a place to publish their work next to established artists.',
  },
  {
    title: 'Legal aid for land justice',
    text: 'We connect families facing land disputes with legal advice, hold workshops on land rights and keep records of what people have lived through.',
  },
  {
    title: 'Community departments and teams',
    text: 'Volunteers organise into teams for media, culture, education, welfare and the marketplace, so the work does not rest on a few shoulders.',
  },
  {
    title: 'A marketplace for local makers',
    text: 'Farmers, artisans and small businesses list their products in Kenya shillings and talk to buyers directly on WhatsApp.',
  },
] as const;

export const storyCards = [
  {
    title: 'Voices of the elders',
    text: 'Oral histories of migration, the kaya, and the councils that kept order: told in the words of those who remember.',
  },
  {
    title: 'Young poets of the coast',
    text: 'Poetry and spoken word in Kiswahili, English and the Mijikenda languages, from writers finding their voice.',
  },
  {
    title: 'Land and belonging',
    text: 'Accounts from families who have lost land or fought to keep it, and what the community has learned together.',
  },
] as const;

/** Sample words from members; replace them with quotes members agree to publish. */
export const testimonials = [
  {
    quote:
      'I used to think our stories belonged to the old people. Now I record them with my phone and share them with my friends.',
    from: 'A youth member from Kilifi County',
  },
  {
    quote: 'Through the platform my baskets reach buyers in Mombasa and Nairobi, and they call me directly.',
    from: 'A craftswoman from Kwale County',
  },
  {
    quote: 'Living far from home, this is where I hear the news of my village and the music I grew up with.',
    from: 'A member living abroad',
  },
] as const;
