/**
 * XML as OFX and CAMT.053 files are read (D20): refused cheaply when hostile, then parsed by
 * fast-xml-parser with entity processing off, values kept as strings (an amount never becomes a
 * float), and read back through a few narrowing helpers.
 *
 * Hostile input is refused by looking at the text before a parser does: a DOCTYPE, an ENTITY
 * (or every other `<!` declaration but comments and CDATA) or an XInclude is a 422 on `file` — with
 * no DTD nothing can be expanded or fetched, so billion laughs and XXE have nothing to work on.
 * The only entities decoded are XML's five and numeric character references, once, here.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isBody } from '../values.ts';
import { fileError, MAX_XML_DEPTH } from './file-common.ts';

/** Throws the 422 on `file` when the text declares anything or includes anything. */
export function refuseUnsafeXml(text: string): void {
  let i = text.indexOf('<!');
  while (i !== -1) {
    if (!text.startsWith('<!--', i) && !text.startsWith('<![CDATA[', i))
      throw fileError(
        'unsafe_xml',
        'must not declare a DOCTYPE, entities or other markup (<!…>): such a file is refused unread',
      );
    const end = text.startsWith('<!--', i) ? text.indexOf('-->', i + 4) : text.indexOf(']]>', i + 9);
    if (end === -1) break;
    i = text.indexOf('<!', end);
  }
  if (text.includes('http://www.w3.org/2001/XInclude'))
    throw fileError('unsafe_xml', 'must not include other documents (XInclude)');
}

/** How many times `<name` followed by `>`, a space or `/` appears, stopping once past `limit`. */
export function countTags(text: string, name: string, limit: number, anyPrefix = false): number {
  const pattern = anyPrefix
    ? new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${name}[\\s/>]`, 'g')
    : new RegExp(`<${name}[\\s/>]`, 'g');
  let n = 0;
  while (pattern.exec(text) !== null) {
    n += 1;
    if (n > limit) break;
  }
  return n;
}

const PARSER_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: MAX_XML_DEPTH,
  // Every element is a list, so that one transaction and many are read alike.
  isArray: (_name: string, _path: unknown, _leaf: boolean, isAttribute: boolean) => !isAttribute,
};

/** Parses well-formed XML (checked first: a malformed file is a 422 naming `file`). */
export function parseXml(text: string, what: string, validate: boolean): unknown {
  if (validate) {
    const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
    if (valid !== true)
      throw fileError(
        'invalid_format',
        `is not well-formed XML (${what}): ${valid.err.msg.slice(0, 200)} at line ${valid.err.line}`,
      );
  }
  try {
    return new XMLParser(PARSER_OPTIONS).parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (/nested/i.test(message))
      throw fileError('too_deep', `must nest at most ${MAX_XML_DEPTH} levels of elements`);
    throw fileError('invalid_format', `is not well-formed XML (${what}): ${message.slice(0, 200)}`);
  }
}

/** The elements `name` under `node`. */
export function kids(node: unknown, name: string): unknown[] {
  if (!isBody(node)) return [];
  const v = node[name];
  return Array.isArray(v) ? v : [];
}

/** The first element along a path of names. */
export function kid(node: unknown, ...path: string[]): unknown {
  let at: unknown = node;
  for (const name of path) {
    at = kids(at, name)[0];
    if (at === undefined) return undefined;
  }
  return at;
}

/** The text of the first element along a path (entities decoded), or undefined. */
export function textAt(node: unknown, ...path: string[]): string | undefined {
  const at = path.length === 0 ? node : kid(node, ...path);
  if (typeof at === 'string') return decodeEntities(at);
  if (isBody(at)) {
    const t = at['#text'];
    if (typeof t === 'string') return decodeEntities(t);
    if (Array.isArray(t) && typeof t[0] === 'string') return decodeEntities(t[0]);
    return '';
  }
  return undefined;
}

/** An attribute of an element. */
export function attrOf(node: unknown, name: string): string | undefined {
  if (!isBody(node)) return undefined;
  const v = node[`@_${name}`];
  return typeof v === 'string' ? decodeEntities(v) : undefined;
}

/** Every element named `name` anywhere under `node`, outermost first (a bounded walk: depth ≤ MAX_XML_DEPTH). */
export function findAll(node: unknown, name: string): unknown[] {
  const found: unknown[] = [];
  const walk = (n: unknown) => {
    if (!isBody(n)) return;
    for (const [key, value] of Object.entries(n)) {
      if (!Array.isArray(value)) continue;
      for (const child of value) {
        if (key === name) found.push(child);
        else walk(child);
      }
    }
  };
  walk(node);
  return found;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's five entities and numeric character references, decoded once; anything else left as written. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g, (whole, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name] ?? whole;
    const cp =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return whole;
    return String.fromCodePoint(cp);
  });
}

/**
 * OFX 1.x SGML as XML: an element whose text is not followed by its end tag (`<TRNAMT>-12.50`)
 * is closed where the next tag starts; aggregates keep their explicit end tags. Well-formed OFX
 * 2.x passes through unchanged in meaning, so both versions are read by one path. An element
 * that never has an end tag in the file is a leaf even when empty. A bare `&` in
 * text (SGML allows `AT&T`) is escaped. Processing instructions and comments are dropped; an end
 * tag that closes nothing open is a 422 on `file`, as is nesting deeper than MAX_XML_DEPTH.
 */
export function sgmlToXml(body: string): string {
  const out: string[] = [];
  const open: string[] = [];
  // The elements that have an end tag somewhere: the others are leaves, closed at the next tag
  // even when empty (`<MEMO><FITID>1` is an empty MEMO, not a FITID inside one).
  const closed = new Set<string>();
  for (const m of body.matchAll(/<\/\s*([A-Za-z][A-Za-z0-9._-]*)\s*>/g)) closed.add(m[1]!);
  /** Whether the innermost open element has text (then it is a leaf that SGML may leave open). */
  let hasText = false;
  let i = 0;
  const n = body.length;
  while (i < n) {
    const lt = body.indexOf('<', i);
    const textEnd = lt === -1 ? n : lt;
    const raw = body.slice(i, textEnd).trim();
    if (raw !== '') {
      if (open.length === 0) throw notOfx('text outside the <OFX> element');
      if (hasText) throw notOfx(`two texts in <${open[open.length - 1]}>`);
      out.push(escapeText(raw));
      hasText = true;
    }
    if (lt === -1) break;
    if (body.startsWith('<!--', lt)) {
      const end = body.indexOf('-->', lt + 4);
      if (end === -1) throw notOfx('a comment is never closed');
      i = end + 3;
      continue;
    }
    if (body.startsWith('<![CDATA[', lt)) {
      const end = body.indexOf(']]>', lt + 9);
      if (end === -1) throw notOfx('a CDATA section is never closed');
      if (open.length === 0) throw notOfx('text outside the <OFX> element');
      out.push(escapeText(body.slice(lt + 9, end)));
      hasText = true;
      i = end + 3;
      continue;
    }
    const gt = body.indexOf('>', lt + 1);
    if (gt === -1) throw notOfx('a tag is never closed');
    const tag = body.slice(lt + 1, gt).trim();
    i = gt + 1;
    if (tag.startsWith('?')) continue;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (!open.includes(name)) throw notOfx(`</${name.slice(0, 40)}> closes no open element`);
      // Close the leaves SGML left open, then the element itself.
      while (open.length > 0) {
        const top = open.pop()!;
        out.push(`</${top}>`);
        if (top === name) break;
      }
      hasText = false;
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const name = (selfClosing ? tag.slice(0, -1) : tag).trim().split(/\s/)[0] ?? '';
    if (!/^[A-Za-z][A-Za-z0-9._-]*$/.test(name)) throw notOfx(`<${name.slice(0, 40)}> is not an OFX tag`);
    const top = open[open.length - 1];
    if (top !== undefined && (hasText || !closed.has(top))) {
      out.push(`</${open.pop()}>`);
      hasText = false;
    }
    if (selfClosing) {
      out.push(`<${name}/>`);
      continue;
    }
    open.push(name);
    if (open.length > MAX_XML_DEPTH)
      throw fileError('too_deep', `must nest at most ${MAX_XML_DEPTH} levels of elements`);
    out.push(`<${name}>`);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

const notOfx = (why: string) => fileError('invalid_format', `is not a readable OFX file: ${why}`);

/** Text for XML: a bare `&` (not starting one of XML's entities) escaped, and `<`, `>`. */
function escapeText(s: string): string {
  return s
    .replace(/&(?!(?:#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
