import { descriptionParagraphs } from "../../lib/property-detail";

const copy = { heading: "Beschreibung" };

/** The description, one paragraph per line. */
export function PropertyDescription({ description }: { description: string }) {
  return (
    <section aria-labelledby="property-description-title">
      <h2 id="property-description-title" className="text-h2 text-foreground">
        {copy.heading}
      </h2>
      <div className="mt-6 max-w-prose space-y-4 text-lg leading-relaxed text-foreground/90">
        {descriptionParagraphs(description).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
