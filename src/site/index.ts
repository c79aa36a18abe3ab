// 000 §2.1 site-wide behaviour (site.ts): the `whl-site` entry, printed with the bridge's footer on
// every page with widgets (contract §6). Plain TypeScript, no React and no texts, so that it weighs
// little; the cart exit popup, with React and its texts, is a chunk loaded when a link would leave checkout.
import { initSite } from './site';

initSite(document, window);
