import { isTag, isText, type AnyNode, type Element } from 'domhandler';

type Json = Record<string, unknown>;

/** Items a page describes in microdata: a shop, its branches; a hostile page's thousands cost no more. */
const MAX_ITEMS = 20;
const MAX_PROPERTIES = 200;
const MAX_VALUE_CHARS = 1_000;

function textOf(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || node.name === 'script' || node.name === 'style') return '';
  return node.children.map(textOf).join(' ');
}

const URL_PROPERTY_TAGS = new Set(['a', 'area', 'link']);
const SOURCE_PROPERTY_TAGS = new Set(['img', 'audio', 'video', 'source', 'iframe', 'embed']);

/** A property's value as the microdata specification reads it from its element; a tel: or mailto: link's as it reads. */
function rawValue(element: Element): string | undefined {
  const { name, attribs } = element;
  if (name === 'a' && /^(?:tel|mailto):/i.test(attribs.href ?? '')) return textOf(element).trim() || attribs.href!.replace(/^[a-z]+:/i, '');
  if (name === 'meta') return attribs.content;
  if (URL_PROPERTY_TAGS.has(name)) return attribs.href;
  if (SOURCE_PROPERTY_TAGS.has(name)) return attribs.src;
  if (name === 'time') return attribs.datetime ?? textOf(element);
  if (name === 'data' || name === 'meter') return attribs.value;
  return attribs.content ?? textOf(element);
}

function valueOf(element: Element): string {
  return (rawValue(element) ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE_CHARS);
}

/** One item: its type (the last part of `itemtype`) and its properties, nested items as objects. */
function readItem(item: Element, budget: { properties: number }): Json {
  const node: Json = {};
  const type = (item.attribs.itemtype ?? '').trim().split(/\s+/)[0];
  if (type) node['@type'] = type.replace(/^.*[/#]/, '');
  const add = (name: string, value: unknown) => {
    const known = node[name];
    node[name] = known === undefined ? value : Array.isArray(known) ? [...(known as unknown[]), value] : [known, value];
  };
  const stack: AnyNode[] = [...item.children].reverse();
  while (stack.length > 0 && budget.properties < MAX_PROPERTIES) {
    const child = stack.pop()!;
    if (!isTag(child)) continue;
    const names = (child.attribs.itemprop ?? '').trim();
    const isItem = child.attribs.itemscope !== undefined;
    if (names) {
      budget.properties += 1;
      const value = isItem ? readItem(child, budget) : valueOf(child);
      for (const name of names.split(/\s+/)) add(name, value);
    }
    // A nested item's properties are its own, not this item's.
    if (!isItem) for (let i = child.children.length - 1; i >= 0; i -= 1) stack.push(child.children[i]!);
  }
  return node;
}

function isNested(element: Element): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) if (isTag(parent) && parent.attribs.itemscope !== undefined) return true;
  return false;
}

/**
 * The schema.org items a page describes in microdata (`itemscope`, `itemtype`, `itemprop`), read as the
 * JSON-LD nodes they stand for: `<div itemscope itemtype="https://schema.org/Dentist">` with its name,
 * address, telephone and `<meta itemprop="openingHours" content="Mo-Fr 09:00-20:00">`.
 */
export function microdataNodes(scopes: readonly Element[]): Json[] {
  const budget = { properties: 0 };
  return scopes
    .filter((scope) => scope.attribs.itemprop === undefined && !isNested(scope))
    .slice(0, MAX_ITEMS)
    .map((scope) => readItem(scope, budget))
    .filter((node) => node['@type'] !== undefined);
}
