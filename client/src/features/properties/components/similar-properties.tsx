import { useSimilarProperties } from "../api/use-similar-properties";
import { PropertyGrid } from "./property-grid";

/** The anchor a reserved listing's note links to ('ähnliche Angebote'). */
export const SIMILAR_SECTION_ID = "aehnliche-angebote";

const copy = {
  eyebrow: "Weitere Angebote",
  heading: "Ähnliche Angebote",
  lead: "Gleiche Objektart, gleiches Angebot, ähnlicher Preis – vielleicht ist Ihr neues Zuhause dabei.",
};

/**
 * Under a listing: up to three public listings of the same offer and type with the nearest
 * prices. Nothing while loading, on failure or when there are none (the page is complete without).
 */
export function SimilarProperties({ propertyId }: { propertyId: number }) {
  const { data } = useSimilarProperties(propertyId);
  if (!data?.length) return null;
  return (
    <section
      id={SIMILAR_SECTION_ID}
      aria-labelledby={`${SIMILAR_SECTION_ID}-title`}
      className="scroll-mt-[calc(var(--header-height)+1.5rem)] border-t border-border pt-12 lg:pt-16"
    >
      <p className="eyebrow">{copy.eyebrow}</p>
      <h2 id={`${SIMILAR_SECTION_ID}-title`} className="mt-2 text-h2 text-foreground">
        {copy.heading}
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-muted-foreground">{copy.lead}</p>
      <div className="mt-8">
        <PropertyGrid properties={data} />
      </div>
    </section>
  );
}
