import { Type } from 'typebox';
import { StatusAnswer } from './common.ts';

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

const PublicUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
});

/** The signed-in account, with its role (shared-ui/contracts `SessionUser`). */
const SignedInUser = Type.Object({
  ...PublicUser.properties,
  role: Type.Enum(['member', 'admin'], { description: 'admin: may use the admin console' }),
});

/** shared-ui/contracts `LoginAnswer`. */
export const LoginAnswer = Type.Object({
  status: StatusAnswer.properties.status,
  message: Type.String(),
  user: Type.Optional(SignedInUser),
});

export const MeAnswer = Type.Object({
  status: Type.Literal('success'),
  user: SignedInUser,
});
