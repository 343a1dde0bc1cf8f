import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { cn } from "@/lib/cn";
import { remarkSimpleMarkup } from "../lib/simple-markup";

/**
 * The blog's simple markup: headings 1–6, bold, italic, links, dash bullet lists,
 * paragraphs. Everything else is unwrapped to its text. Raw HTML is shown as text (no rehype-raw)
 * and react-markdown's default urlTransform empties javascript:/data: links.
 */
const allowedElements = ["h1", "h2", "h3", "h4", "h5", "h6", "p", "strong", "em", "a", "ul", "li"];

const heading = "mt-10 mb-4 font-bold tracking-tight text-foreground text-balance";

function MarkdownLink({ href, children }: ComponentProps<"a">) {
  // An unsafe URL arrives here as "": keep the words, drop the link.
  if (!href) return <span>{children}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline decoration-accent decoration-2 underline-offset-4 transition-colors hover:decoration-primary"
    >
      {children}
      <span className="sr-only"> (öffnet in neuem Tab)</span>
    </a>
  );
}

const components: Components = {
  h1: ({ node: _node, children, ...props }) => (
    <h1 className={cn(heading, "text-h2")} {...props}>
      {children}
    </h1>
  ),
  h2: ({ node: _node, children, ...props }) => (
    <h2 className={cn(heading, "text-[1.625rem] leading-tight sm:text-[1.875rem]")} {...props}>
      {children}
    </h2>
  ),
  h3: ({ node: _node, children, ...props }) => (
    <h3 className={cn(heading, "text-[1.375rem] leading-snug")} {...props}>
      {children}
    </h3>
  ),
  h4: ({ node: _node, children, ...props }) => (
    <h4 className={cn(heading, "mt-8 text-[1.1875rem] leading-snug")} {...props}>
      {children}
    </h4>
  ),
  h5: ({ node: _node, children, ...props }) => (
    <h5 className={cn(heading, "mt-8 text-[1.0625rem] leading-snug")} {...props}>
      {children}
    </h5>
  ),
  h6: ({ node: _node, children, ...props }) => (
    <h6 className={cn(heading, "mt-8 text-sm uppercase tracking-[0.12em] text-muted-foreground")} {...props}>
      {children}
    </h6>
  ),
  p: ({ node: _node, ...props }) => <p className="my-5" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-foreground" {...props} />,
  em: ({ node: _node, ...props }) => <em className="italic" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="my-5 list-disc space-y-2 pl-6 marker:text-accent-strong" {...props} />
  ),
  li: ({ node: _node, ...props }) => <li className="pl-1.5 [&>p]:my-2" {...props} />,
  a: ({ node: _node, href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
};

export type MarkdownContentProps = { content: string; className?: string };

/** The one renderer of blog content: the public post page and the admin preview use it. */
export function MarkdownContent({ content, className }: MarkdownContentProps) {
  return (
    <div
      className={cn(
        "text-[1.0625rem] leading-[1.8] text-foreground break-words",
        "[&>:first-child]:mt-0 [&>:last-child]:mb-0",
        className,
      )}
    >
      <Markdown
        remarkPlugins={[remarkSimpleMarkup]}
        allowedElements={allowedElements}
        unwrapDisallowed
        components={components}
      >
        {content}
      </Markdown>
    </div>
  );
}
