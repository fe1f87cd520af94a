import { Type } from 'typebox';
import { NewsItemSchema } from 'shared-ui/contracts/entities';

/** One news item (shared-ui/contracts `NewsItem`). */
export const NewsItem = NewsItemSchema;

/** shared-ui/contracts `NewsAnswer`. */
export const NewsAnswer = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(NewsItem),
});
