import type { Plugin } from 'vite';
import { messages } from '../../contracts/src/messages.js';

type Key = keyof typeof messages;
const keys = Object.keys(messages) as Key[];
const keySet = new Set<string>(keys);

const quoted = /(["'])([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)\1/g;
const template = /`((?:[^`\\]|\\.)*)`/g;
const placeholder = /\$\{[^}]*\}/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The catalogue keys a module's code names: each quoted key, and for a template literal that starts like a key
 * (`` `occasion.${occasion}` ``), every key it can make.
 */
export function keysNamedIn(code: string): Key[] {
  const named = new Set<string>();
  for (const [, , text] of code.matchAll(quoted)) if (keySet.has(text!)) named.add(text!);
  for (const [, body] of code.matchAll(template)) {
    const parts = body!.split(placeholder);
    if (parts.length < 2 || !parts[0]!.includes('.') || !keys.some((key) => key.startsWith(parts[0]!))) continue;
    const pattern = new RegExp(`^${parts.map(escape).join('.+')}$`);
    for (const key of keys) if (pattern.test(key)) named.add(key);
  }
  return [...named].sort() as Key[];
}

/**
 * The browser build ships the Dutch catalogue (`contracts/src/messages.ts`, the one source) in pieces: the catalogue
 * module starts empty, and every module that names keys adds their texts (`addMessages`) before its own code runs. So
 * a chunk carries the texts of its modules, and a route loads only the texts of the modules it loads
 * (docs/architecture.md, Code splitting). A key is named where it is used or passed on (a problem's text in a map, a
 * schema's message), so it is in the catalogue before anything looks it up. The server's renderer keeps the whole
 * catalogue.
 */
export function messagesPerModule(cataloguePath: string): Plugin {
  let browser = false;
  return {
    name: 'messages-per-module',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      browser = !config.build.ssr;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!browser || file.includes('/node_modules/') || !/\.(ts|tsx|js|jsx)$/.test(file)) return null;
      if (file === cataloguePath) {
        const emptied = code.replace(/export const messages = \{[\s\S]*?\n\};\n/, 'export const messages = {};\n');
        if (emptied === code) this.error('messages-per-module: the catalogue object was not found in messages.ts');
        return { code: emptied, map: null };
      }
      const named = keysNamedIn(code);
      if (named.length === 0) return null;
      const entries = Object.fromEntries(named.map((key) => [key, messages[key]]));
      const add = `import { addMessages as __addMessages } from ${JSON.stringify(cataloguePath)};\n__addMessages(${JSON.stringify(entries)});\n`;
      return { code: add + code, map: null };
    },
  };
}
