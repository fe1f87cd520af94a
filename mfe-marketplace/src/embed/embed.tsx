/**
 * The marketplace inside another site's page: `<mijikenda-marketplace>`, defined by this script
 * (README: Embed the marketplace). It renders the list and the product pages in its own shadow
 * root (the host page's styles and ours never meet), with its own history in memory (the host
 * page's address never changes), reading the public API of the site the script came from.
 *
 * Attributes: `category` (the list opens filtered), `api-base` (another API address), `theme`
 * (`light`, `dark`, or the visitor's system preference when absent).
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, PAGES, pagePath, preferredLanguage, renderIn } from 'shared-ui';
import { applyLanguage } from 'shared-ui/i18n/apply';
import { DialogContainer } from 'shared-ui/dialog';
import { product as productTexts } from '../texts/product.ts';
import { ProductPage } from '../features/product/product-page.tsx';
import { MarketplacePage } from '../features/products/marketplace-page.tsx';
import { Embedded } from '../shared/embedded.ts';
import 'shared-ui/styles.css';
import '../shared/marketplace.css';
import './embed.css';

/** Where this script was loaded from: the site, its API and the stylesheet beside the script. */
const SCRIPT_URL = (document.currentScript as HTMLScriptElement | null)?.src ?? location.href;
const SITE_URL = new URL('/', SCRIPT_URL).href;
const STYLESHEET = new URL('embed.css', SCRIPT_URL).href;

export const ELEMENT_NAME = 'mijikenda-marketplace';

/**
 * The embed speaks the partner page's language (its `lang`, on the element or the nearest element
 * around it, `<html lang>` at last) when the site has it, else English. The first embed on a page
 * decides for all of them; its texts are in place before it first renders.
 */
let languageReady: Promise<void> | undefined;
function startLanguage(element: Element): Promise<void> {
  if (!languageReady) {
    const language = preferredLanguage([element.closest('[lang]')?.getAttribute('lang') ?? '']);
    renderIn(language);
    languageReady = applyLanguage(language, (code) => import(`../languages/${code}.ts`)).catch(
      () => undefined,
    );
  }
  return languageReady;
}

class MijikendaMarketplace extends HTMLElement {
  static observedAttributes = ['category', 'api-base'];
  private root: Root | null = null;
  private mount: HTMLDivElement | null = null;

  connectedCallback() {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (!this.mount) {
      const stylesheet = document.createElement('link');
      stylesheet.rel = 'stylesheet';
      stylesheet.href = STYLESHEET;
      this.mount = document.createElement('div');
      // Shown once its styles are in (or failed): never a flash of the bare page.
      const mount = this.mount;
      mount.style.visibility = 'hidden';
      const show = () => mount.style.removeProperty('visibility');
      stylesheet.addEventListener('load', show, { once: true });
      stylesheet.addEventListener('error', show, { once: true });
      this.mount.className = 'market-embed';
      this.mount.setAttribute('role', 'region');
      shadow.append(stylesheet, this.mount);
    }
    this.root ??= createRoot(this.mount);
    void startLanguage(this).then(() => this.render());
  }

  disconnectedCallback() {
    this.root?.unmount();
    this.root = null;
  }

  attributeChangedCallback() {
    if (this.root) void startLanguage(this).then(() => this.render());
  }

  private render() {
    this.mount?.setAttribute('aria-label', productTexts.embedLabel);
    const apiBase = this.getAttribute('api-base') ?? new URL('/api', SCRIPT_URL).href;
    configureApi({ default: apiBase }, location.hostname, { withCredentials: false });
    const category = this.getAttribute('category');
    const start = category ? pagePath(PAGES.marketplace, undefined, { category }) : PAGES.marketplace;
    this.root?.render(
      <StrictMode>
        <Embedded.Provider value={{ siteUrl: SITE_URL }}>
          <DialogContainer.Provider value={this.shadowRoot}>
            {/* A new start (another category) is a new history. */}
            <MemoryRouter key={start} initialEntries={[start]}>
              <Routes>
                <Route path={PAGES.product} element={<ProductPage />} />
                <Route path="*" element={<MarketplacePage />} />
              </Routes>
            </MemoryRouter>
          </DialogContainer.Provider>
        </Embedded.Provider>
      </StrictMode>,
    );
  }
}

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, MijikendaMarketplace);
