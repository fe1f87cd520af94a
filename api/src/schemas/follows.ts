import { Type } from 'typebox';

/** Refusals of the follow calls (texts the spec does not quote). */
export const followMessages = {
  notYourself: 'You can only follow or unfollow authors for your own account.',
  selfFollow: 'You cannot follow yourself.',
  authorNotFound: 'Author not found.',
} as const;

/** spec section 7, `follow_user.php` and `unfollow_user.php`. */
export const FollowBody = Type.Object({
  userId: Type.Integer({ minimum: 1, description: "The caller's own id" }),
  authorId: Type.Integer({ minimum: 1, description: 'The author to follow or unfollow' }),
});

export const FollowAnswer = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  followersCount: Type.Integer({ minimum: 0, description: "The author's followers after the change" }),
});

/** The authors the caller follows (fills the session's `following` list). */
export const FollowingAnswer = Type.Object({
  success: Type.Literal(true),
  following: Type.Array(Type.Integer()),
});
