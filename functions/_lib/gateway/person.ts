// Who is editing, as the sign-in vouches for them: what their commits carry.

export interface Person {
  /**
   * Who they are, whatever name or e-mail they show: Access's subject (`access:<sub>`), or
   * GitHub's user id (`github:<id>`). Four eyes compares this.
   */
  id: string;
  name: string;
  email: string;
  /** Their GitHub login, when they signed in with GitHub. */
  login?: string;
  /** How they signed in. */
  via: 'access' | 'github';
  /**
   * The company directory's groups Access says they are in, asked as they sign in where the
   * roles name groups (CMS_ROLES, `group:…`): what their roles may follow besides their address.
   */
  groups?: string[];
}
