// Stands in for the intranet's own sign-in, which keeps the signed-in user's access token for the
// data service. Tripsight never signs in here: it asks for the token through `accessTokenProvider`
// before each call, so a renewed token is picked up without touching the elements.
const TOKEN_KEY = 'acme-access-token';

/** The current access token, or null when nobody is signed in. */
export async function getAccessToken() {
  return sessionStorage.getItem(TOKEN_KEY);
}
