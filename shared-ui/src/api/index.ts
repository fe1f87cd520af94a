export { apiBase, configureApi, http, readJson } from './client.ts';
export { getArticles } from './articles.ts';
export { checkTicketStatus, submitContact, subscribeNewsletter } from './contact.ts';
export { getSongs, type SongSort } from './music.ts';
export { getNews } from './news.ts';
export { getProductCategories, getProducts, type ProductQuery } from './shop.ts';
export { login, logout, register } from './users.ts';
