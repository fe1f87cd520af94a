import { Type } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** One news item (shared-ui/contracts `NewsItem`). */
export const NewsItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  launches_on: Type.String(),
  short_description: Type.String(),
  full_description: Type.String(),
  link: NullableString,
  image_1: NullableString,
  image_2: NullableString,
  video_url: NullableString,
});

/** shared-ui/contracts `NewsAnswer`. */
export const NewsAnswer = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(NewsItem),
});
