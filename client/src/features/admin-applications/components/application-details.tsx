import type { ReactNode } from "react";
import { applicationSections, sectionTitles, type DetailSection } from "../lib/application-sections";
import type { AdminApplication } from "@shared/contracts/applications";

/** Every field of the application, section by section; `documents` is placed before the signature. */
export function ApplicationDetails({
  application,
  documents,
}: {
  application: AdminApplication;
  documents: ReactNode;
}) {
  const sections = applicationSections(application);
  return (
    <div className="grid gap-8">
      {sections.map((section) => (
        <div key={section.id} className="contents">
          {section.id === "signature" && (
            <DetailBlock id="documents" title={sectionTitles.documents}>
              {documents}
            </DetailBlock>
          )}
          <DetailBlock id={section.id} title={section.title}>
            <SectionBody section={section} />
          </DetailBlock>
        </div>
      ))}
    </div>
  );
}

function DetailBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `application-section-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="eyebrow mb-3">
        {title}
      </h3>
      {children}
    </section>
  );
}

function SectionBody({ section }: { section: DetailSection }) {
  const empty = <p className="text-sm italic text-muted-foreground">{section.emptyText}</p>;
  if (section.text !== undefined) {
    return section.text ? (
      <p className="whitespace-pre-line rounded-lg border border-border bg-card p-4 leading-relaxed">{section.text}</p>
    ) : (
      empty
    );
  }
  if (section.list) {
    if (section.list.length === 0) return empty;
    return (
      <ul className="flex flex-wrap gap-2">
        {section.list.map((name, index) => (
          <li
            key={`${name}-${index}`}
            className="rounded-full bg-secondary px-3 py-1.5 text-sm font-medium text-secondary-foreground"
          >
            {name}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card">
      {section.rows.map((row) => (
        <div key={row.label} className="grid grid-cols-1 gap-1 px-4 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm text-muted-foreground">{row.label}</dt>
          <dd className="min-w-0 font-medium text-foreground [overflow-wrap:anywhere]">
            {row.href ? (
              <a href={row.href} className="text-primary underline-offset-4 hover:underline">
                {row.value}
              </a>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
