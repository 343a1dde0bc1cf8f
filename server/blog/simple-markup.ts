// A remark plugin that reduces Markdown to the blog's simple markup before it becomes HTML, so what
// the sanitizer would otherwise drop or leave half-valid still reads well: ordered lists become
// numbered paragraphs (no <ol>, no <li> outside a <ul>), code blocks become paragraphs, hard line
// breaks become a line break in the text, images are left out, and raw HTML is shown as the text
// the editor typed (never as an element).

type MdNode = { type: string; value?: string; ordered?: boolean | null; start?: number | null; children?: MdNode[] };

const text = (value: string): MdNode => ({ type: "text", value });

function numberedParagraphs(list: MdNode): MdNode[] {
  const start = list.start ?? 1;
  return (list.children ?? []).flatMap((item, index) => {
    const [first, ...rest] = item.children ?? [];
    const number = text(`${start + index}. `);
    if (first?.type === "paragraph") return [{ ...first, children: [number, ...(first.children ?? [])] }, ...rest];
    return [{ type: "paragraph", children: [number] }, ...(first ? [first] : []), ...rest];
  });
}

function simplify(node: MdNode): void {
  if (!node.children) return;
  const inBlock = node.type === "root" || node.type === "listItem" || node.type === "blockquote";
  node.children = node.children.flatMap((child): MdNode[] => {
    if (child.type === "list" && child.ordered) return numberedParagraphs(child);
    if (child.type === "code") return [{ type: "paragraph", children: [text(child.value ?? "")] }];
    if (child.type === "html")
      return [inBlock ? { type: "paragraph", children: [text(child.value ?? "")] } : text(child.value ?? "")];
    if (child.type === "break") return [text("\n")];
    if (child.type === "image") return [];
    return [child];
  });
  node.children.forEach(simplify);
  // A paragraph that only held an image is empty now.
  node.children = node.children.filter((child) => child.type !== "paragraph" || (child.children?.length ?? 0) > 0);
}

/** Usage: unified().use(remarkParse).use(remarkSimpleMarkup)… */
export function remarkSimpleMarkup() {
  return (tree: MdNode) => simplify(tree);
}
