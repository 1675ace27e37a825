/**
 * Whether this tab has been signed in since it was opened, so a session found over later (idle, expired, ended in
 * another tab) is told as such rather than met with a bare sign-in page. Nothing else of the session is kept: its
 * cookie is HttpOnly and its token lives in memory only.
 */
const KEY = 'hs-staff-signed-in';

export function rememberSignedIn(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (a private window): the notice is only a courtesy.
  }
}

/** Whether the tab was signed in; forgets it, so the notice is told once. */
export function takeSignedIn(): boolean {
  try {
    const was = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return was;
  } catch {
    return false;
  }
}
