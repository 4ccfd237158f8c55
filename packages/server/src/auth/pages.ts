import { createHash } from 'node:crypto';
import { DEMO_USERS, DEMO_USER_KEYS } from './demo-users.js';

/** Escapes text for HTML element content and quoted attribute values. */
function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Inline styles only: the development sign-in pages load nothing from outside.
const STYLES = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#1c2430;margin:0}
main{max-width:640px;margin:48px auto;padding:0 16px}
h1{font-size:1.5rem;margin:0 0 4px}
p.lead{margin:0 0 24px;color:#4a5565}
ul{list-style:none;margin:0;padding:0}
li{background:#fff;border:1px solid #d8dee6;border-radius:8px;padding:16px;margin-bottom:12px;display:flex;flex-wrap:wrap;gap:16px;align-items:center}
li img{width:48px;height:48px;border-radius:50%;flex:none}
li div{flex:1 1 200px;min-width:0;overflow-wrap:anywhere}
@media (max-width:520px){li form{flex:1 1 100%}li form button{width:100%}}
.name{font-weight:600}
.email{display:block;font-weight:400;color:#4a5565;font-size:.85rem}
.tmc{font-weight:600;margin-top:4px}
.notes{color:#4a5565;font-size:.9rem;margin-top:2px}
button{white-space:nowrap;font:inherit;font-weight:600;background:#1f6feb;color:#fff;border:0;border-radius:6px;padding:10px 14px;cursor:pointer}
button:hover,button:focus-visible{background:#1158c7}
.error{background:#fff;border:1px solid #cf222e;border-radius:8px;padding:16px}
`;

function page(title: string, body: string, extraHead = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>${extraHead}
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The sign-in page of one interaction: one form per demo user, each with `Sign in as {name}`. */
export function signInPage(loginAction: string): string {
  const items = DEMO_USER_KEYS.map((key) => {
    const { claims, tmcName, notes } = DEMO_USERS[key];
    return `<li>
<img src="${escapeHtml(claims.picture)}" alt="">
<div><div class="name">${escapeHtml(claims.name)} <span class="email">${escapeHtml(claims.email)}</span></div>
<div class="tmc">${escapeHtml(tmcName)}</div>
<div class="notes">${escapeHtml(notes)}</div></div>
<form method="post" action="${escapeHtml(loginAction)}">
<input type="hidden" name="user" value="${escapeHtml(key)}">
<button type="submit">Sign in as ${escapeHtml(claims.name)}</button>
</form>
</li>`;
  }).join('\n');
  return page(
    'Sign in to Tripsight',
    `<h1>Sign in to Tripsight</h1>
<p class="lead">Development sign-in: choose a demo user.</p>
<ul>${items}</ul>`,
  );
}

/** A sign-in error page: what went wrong, in words. */
export function errorPage(title: string, message: string): string {
  return page(
    title,
    `<div class="error" role="alert"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div>`,
  );
}

/** Id of the provider's sign-out form (oidc-provider's `logoutSource` form). */
const SIGN_OUT_FORM_ID = 'op.logoutForm';

/** The one script of the sign-in pages: submits the sign-out form at once. */
const SIGN_OUT_SCRIPT = `document.getElementById(${JSON.stringify(SIGN_OUT_FORM_ID)}).insertAdjacentHTML('beforeend','<input type="hidden" name="logout" value="yes">');document.getElementById(${JSON.stringify(SIGN_OUT_FORM_ID)}).submit();`;

/** The CSP source allowing exactly that script (the sign-in pages allow no other). */
export const SIGN_OUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SIGN_OUT_SCRIPT).digest('base64')}'`;

/**
 * The sign-out confirmation: `form` is the provider's hidden form; the page submits it at once and
 * offers a button when scripts are off.
 */
export function signOutPage(form: string): string {
  return page(
    'Sign out of Tripsight',
    `<h1>Sign out of Tripsight</h1>
${form}
<p class="lead">Signing you out…</p>
<button type="submit" form="${escapeHtml(SIGN_OUT_FORM_ID)}" name="logout" value="yes" autofocus>Sign out</button>
<script>${SIGN_OUT_SCRIPT}</script>`,
  );
}

/** Shown after sign-out when the application gave no address to return to. */
export function signedOutPage(): string {
  return page('Signed out', `<h1>Signed out</h1><p class="lead">You have signed out of Tripsight.</p>`);
}
