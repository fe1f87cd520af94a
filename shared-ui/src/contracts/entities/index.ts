/** The entities of the spec (section 3) as TypeBox schemas: one definition for server and client. */
export * from './article.ts';
export * from './fields.ts';
export * from './media.ts';
export * from './own-lists.ts';
export * from './product.ts';
export * from './profile.ts';
export * from './song.ts';
