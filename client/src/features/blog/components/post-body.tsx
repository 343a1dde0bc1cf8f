import { cn } from "@/lib/cn";

/**
 * How a post's text looks. The server renders it to sanitized HTML (headings 1–6, paragraphs,
 * bold, italic, links, dash bullet lists); these rules style those elements from outside.
 */
const prose = cn(
  "text-[1.0625rem] leading-[1.8] text-foreground break-words",
  "[&>:first-child]:mt-0 [&>:last-child]:mb-0",
  "[&_:is(h1,h2,h3,h4,h5,h6)]:mb-4 [&_:is(h1,h2,h3,h4,h5,h6)]:font-bold [&_:is(h1,h2,h3,h4,h5,h6)]:tracking-tight [&_:is(h1,h2,h3,h4,h5,h6)]:text-foreground [&_:is(h1,h2,h3,h4,h5,h6)]:text-balance",
  "[&_:is(h1,h2,h3)]:mt-10 [&_:is(h4,h5,h6)]:mt-8",
  "[&_h1]:text-h2",
  "[&_h2]:text-[1.625rem] [&_h2]:leading-tight sm:[&_h2]:text-[1.875rem]",
  "[&_h3]:text-[1.375rem] [&_h3]:leading-snug",
  "[&_h4]:text-[1.1875rem] [&_h4]:leading-snug",
  "[&_h5]:text-[1.0625rem] [&_h5]:leading-snug",
  "[&_h6]:text-sm [&_h6]:uppercase [&_h6]:tracking-[0.12em] [&_h6]:text-muted-foreground",
  "[&_p]:my-5 [&_strong]:font-semibold [&_strong]:text-foreground [&_em]:italic",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-accent-strong",
  "[&_li]:pl-1.5 [&_li>p]:my-2",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:decoration-accent [&_a]:decoration-2 [&_a]:underline-offset-4 [&_a]:transition-colors hover:[&_a]:decoration-primary",
);

export type PostBodyProps = { html: string; className?: string; id?: string };

/** A post's text as the server rendered it (the public post page and the admin preview use it). */
export function PostBody({ html, className, id }: PostBodyProps) {
  return <div id={id} className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
