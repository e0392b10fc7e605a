// Who is editing, as the sign-in vouches for them: what their commits carry.

export interface Person {
  name: string;
  email: string;
  /** Their GitHub login, when they signed in with GitHub. */
  login?: string;
  /** How they signed in. */
  via: 'access' | 'github';
}
