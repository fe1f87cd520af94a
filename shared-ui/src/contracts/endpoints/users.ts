/**
 * The accounts' endpoints (`/api/users/*`, spec sections 3, 4 and 7): registering, logging in and
 * out and who the session is; a member's profile, image and follower figures; a member's own
 * lists of articles, songs and reels with their deletes. (Creating an article, also under
 * `/api/users`, is `createArticle` of ./pages.ts.)
 */
import { Type, type Static } from 'typebox';
import {
  OwnArticleSchema,
  OwnListQuery,
  OwnReelSchema,
  OwnSongSchema,
  owned,
  ProfileSchema,
  UserStatsSchema,
  ownListAnswer,
} from '../entities/index.ts';
import { endpoint } from '../endpoint.ts';
import {
  RemovalReason,
  StatusAnswer,
  SuccessAnswer,
  multipartForm,
  refusals,
  SEARCH_DESCRIPTION,
  SearchRefusal,
  SiteSearchAnswer,
  SiteSearchQuery,
} from './forms.ts';
import { ArticleIdBody } from './pages.ts';

/** The roles of an account. */
export const RoleSchema = Type.Enum(['member', 'admin'], { description: 'admin: may use the admin console' });
export type Role = Static<typeof RoleSchema>;
export const ROLES = RoleSchema.enum;

/*
 * Bodies accept missing fields as empty strings so that the spec's own validation
 * (shared-ui/validation) gives the refusal text, e.g. 'Username is required.'.
 */
const Field = (maxLength: number) => Type.String({ default: '', maxLength });

export const RegisterBody = Type.Object({
  username: Field(50),
  email: Field(254),
  password: Field(256),
});

export const LoginBody = Type.Object({
  email: Field(254),
  password: Field(256),
});

/** The signed-in account, with its role. */
export const SignedInUserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  role: RoleSchema,
});
export type SignedInUser = Static<typeof SignedInUserSchema>;

export const register = endpoint({
  method: 'POST',
  path: 'users/register.php',
  summary: 'Create an account (spec section 4)',
  description:
    'The email is kept in lower case; an email already registered is refused (409). One address ' +
    'makes a few accounts an hour (the REGISTRATIONS_PER_HOUR setting); past them, and past the ' +
    'requests a minute of the account endpoints, a 429 with Retry-After.',
  policy: 'public',
  body: RegisterBody,
  answers: { 201: StatusAnswer, ...refusals(StatusAnswer, 400, 409, 429) },
});

export const login = endpoint({
  method: 'POST',
  path: 'users/login.php',
  summary: 'Log in: sets the session cookie and answers the account',
  description:
    'After repeated failures for one email, further attempts are refused for a while (429) ' +
    'with the minutes left.',
  policy: 'public',
  body: LoginBody,
  answers: {
    200: Type.Object({
      status: StatusAnswer.properties.status,
      message: Type.String(),
      user: Type.Optional(SignedInUserSchema),
    }),
    ...refusals(StatusAnswer, 400, 401, 429),
  },
});

export const logout = endpoint({
  method: 'POST',
  path: 'users/logout.php',
  summary: "End the caller's session (if any) and clear its cookie",
  policy: 'public',
  answers: { 200: StatusAnswer },
});

export const me = endpoint({
  method: 'GET',
  path: 'users/me.php',
  summary: 'The account the session cookie belongs to',
  policy: 'signed-in',
  answers: {
    200: Type.Object({ status: Type.Literal('success'), user: SignedInUserSchema }),
    401: StatusAnswer,
  },
});

/** The longest text a profile field may hold. */
export const PROFILE_TEXT_MAX = 500;

const UserId = Type.Integer({ minimum: 1, description: "A member's id" });

export const UserIdQuery = Type.Object({ user_id: UserId });

export const getUserProfile = endpoint({
  method: 'GET',
  path: 'users/get_user_profile.php',
  summary: "A member's public profile",
  policy: 'public',
  query: UserIdQuery,
  answers: {
    200: Type.Object({ status: Type.Literal('success'), profile: ProfileSchema }),
    ...refusals(StatusAnswer, 400, 404),
  },
});

/* A type list rather than anyOf, so a refusal names the real problem (e.g. the length). */
const ProfileText = Type.Optional(
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: PROFILE_TEXT_MAX,
    description: `At most ${PROFILE_TEXT_MAX} characters; empty or null clears the field`,
  }),
);

/** The caller's own id and the fields to change. */
export const ProfileUpdateBody = Type.Object({
  user_id: UserId,
  age: Type.Optional(
    // Null first: with type coercion a null would otherwise turn into 0.
    Type.Union([Type.Null(), Type.Number(), Type.String({ maxLength: 10 })], {
      description: 'Whole years from 0 to 150 (a number input may send it as text); empty or null clears it',
    }),
  ),
  place_of_birth: ProfileText,
  skills: ProfileText,
  career: ProfileText,
  experience: ProfileText,
  education: ProfileText,
});

export const updateProfile = endpoint({
  method: 'POST',
  path: 'users/update_profile.php',
  summary: "Change the caller's own profile fields",
  description: 'Only the fields present change; the image has its own upload call.',
  policy: 'payload-user',
  body: ProfileUpdateBody,
  answers: {
    200: SuccessAnswer, // Malformed JSON is refused by the framework as `{status, message}` before the route runs.
    400: Type.Union([SuccessAnswer, StatusAnswer]),
    ...refusals(SuccessAnswer, 401, 403),
  },
});

export const updateProfileImage = endpoint({
  method: 'POST',
  path: 'users/update_profile-image.php',
  summary: "Replace the caller's profile image (multipart: user_id, profile_image)",
  policy: 'payload-user',
  encoding: 'multipart',
  body: multipartForm(
    { user_id: "The caller's own id" },
    { profile_image: 'JPEG, PNG, WebP or GIF (read from the bytes); stored as WebP, metadata removed' },
    ['user_id', 'profile_image'],
  ),
  answers: {
    200: Type.Object({
      success: Type.Boolean(),
      message: Type.String(),
      profile_image: Type.Optional(
        Type.String({ description: 'The stored name, served at /api/users/{name}' }),
      ),
    }),
    ...refusals(SuccessAnswer, 400, 401, 403, 413, 415),
  },
});

export const getUserStats = endpoint({
  method: 'GET',
  path: 'users/get_user_stats.php',
  summary: 'How many members follow a member, and how many they follow',
  policy: 'public',
  query: UserIdQuery,
  answers: { 200: UserStatsSchema, ...refusals(StatusAnswer, 400, 404) },
});

export const getFollowing = endpoint({
  method: 'GET',
  path: 'users/get_following.php',
  summary: 'Ids of the authors the caller follows',
  policy: 'signed-in',
  answers: {
    200: Type.Object({ success: Type.Literal(true), following: Type.Array(Type.Integer()) }),
    401: SuccessAnswer,
  },
});

/** Articles a page of an author's own list holds: by default, and at most. */
export const POSTS_PAGE = { default: 50, max: 100 } as const;

export const UserPostsQuery = Type.Object({
  userid: Type.Integer({ minimum: 1, description: 'The author' }),
  page: Type.Integer({ minimum: 1, default: 1, description: 'Page number, from 1' }),
  limit: Type.Integer({
    minimum: 1,
    maximum: POSTS_PAGE.max,
    default: POSTS_PAGE.default,
    description: 'Items per page',
  }),
});

export const getUserPosts = endpoint({
  method: 'GET',
  path: 'users/get_user_posts.php',
  summary: "An author's articles for the 'My articles' list, newest first",
  description: 'Every status for the author themself and administrators; published ones otherwise.',
  policy: 'public',
  query: UserPostsQuery,
  answers: { 200: ownListAnswer(owned(OwnArticleSchema)), 400: StatusAnswer },
});

/** The answers of deleting one's own item: `{status, message}` whatever happens. */
const deleteAnswers = {
  200: StatusAnswer,
  400: StatusAnswer,
  401: StatusAnswer,
  403: StatusAnswer,
  404: StatusAnswer,
};

export const deleteArticle = endpoint({
  method: 'POST',
  path: 'users/delete_article.php',
  summary: 'Delete an article and its media (its author or an administrator)',
  policy: 'owner-or-admin',
  body: Type.Object({ ...ArticleIdBody.properties, reason: RemovalReason }),
  answers: deleteAnswers,
});

export const getUserMusic = endpoint({
  method: 'GET',
  path: 'users/get_user_music.php',
  summary: "A member's songs, newest first",
  policy: 'public',
  query: OwnListQuery,
  answers: { 200: ownListAnswer(owned(OwnSongSchema)), 400: StatusAnswer },
});

export const getUserReels = endpoint({
  method: 'GET',
  path: 'users/get_user_reels.php',
  summary: "A member's reels, newest first",
  policy: 'public',
  query: OwnListQuery,
  answers: { 200: ownListAnswer(owned(OwnReelSchema)), 400: StatusAnswer },
});

const OWNER_OR_ADMIN = 'The owner, or an administrator. The files go once the row is gone.';
const ItemId = Type.Integer({ minimum: 1 });

export const deleteMusic = endpoint({
  method: 'POST',
  path: 'users/delete_music.php',
  summary: 'Delete a song',
  description: OWNER_OR_ADMIN,
  policy: 'owner-or-admin',
  body: Type.Object({ musicId: ItemId, reason: RemovalReason }),
  answers: deleteAnswers,
});

export const deleteReel = endpoint({
  method: 'POST',
  path: 'users/delete_reel.php',
  summary: 'Delete a reel',
  description: OWNER_OR_ADMIN,
  policy: 'owner-or-admin',
  body: Type.Object({ reelId: ItemId, reason: RemovalReason }),
  answers: deleteAnswers,
});

export const searchMembers = endpoint({
  method: 'GET',
  path: 'users/search',
  summary: 'Members whose name matches a search',
  description: SEARCH_DESCRIPTION,
  policy: 'public',
  query: SiteSearchQuery,
  answers: { 200: SiteSearchAnswer, ...refusals(SearchRefusal, 400) },
});
