// The unit project renders real catalogs: compile locales/*.po first (fails on broken catalogs).
import { compileCatalogs } from '../../../scripts/compile-locales.mjs';

export default function compileLocales() {
  compileCatalogs();
}
