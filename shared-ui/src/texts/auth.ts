/**
 * The log-in and register texts, the spec's among them: read by the account remote's auth page,
 * shared-ui's login (`shared-ui/login`, `shared-ui/login-dialog`), the form rules and the server,
 * never by the shell. Each app that logs in bundles them, so they stay out of the first visit of
 * the pages that do not.
 */
export const auth = {
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 4 characters.',
  usernameRequired: 'Username is required.',
  invalidCredentials: 'Invalid email or password.',
  network: 'Network error. Please try again.',
  attemptsLeft: (n: number) => `Login failed. You have ${n} attempt(s) left before cooldown.`,
  lockedFive: 'Too many failed attempts. Try again in 5 minutes.',
  lockedTwenty: 'Too many failed attempts. Try again in 20 minutes.',
  lockedMinutes: (n: number) => `Too many failed attempts. Please try again in ${n} minute(s).`,
  loginSuccess: 'Login successful!',
  registerSuccess: 'Registration successful!',
  emailTaken: 'An account with this email already exists.',
  registerFailed: 'Registration failed.',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  loginTitle: 'Log in',
  registerTitle: 'Create your account',
  login: 'Log in',
  register: 'Register',
  newHere: 'New here?',
  createAccount: 'Create an account',
  alreadyMember: 'Already a member?',
  logout: 'Log out',
} as const;
