import { SUPPORT_URL } from '../login/support.js';

/** The page footer. */
export function Footer() {
  return (
    <footer className="footer">
      <span>© {new Date().getFullYear()} Tripsight · travel spend optimization</span>
      <a href={SUPPORT_URL}>Direct support</a>
    </footer>
  );
}
