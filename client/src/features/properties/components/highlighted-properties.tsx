import { PageSection, SectionLink } from "@/components/ui/section-heading";
import { LoadingBlock } from "@/components/ui/load-states";
import { deferredPart } from "@/lib/deferred-part";

const LIST_ID = "home-highlights-list";

// Below the fold: the cards' code (the listing chunk) loads when the section comes near.
const HighlightList = deferredPart(LIST_ID, () => import("./highlight-list"), <LoadingBlock />);

export function HighlightedProperties() {
  return (
    <PageSection
      id="home-highlights"
      muted
      eyebrow="Aktuelle Highlights"
      title="Ausgewählte Immobilien in Berlin und Umgebung"
      lead="Handverlesene Angebote zum Kaufen und Mieten – frisch auf dem Markt und persönlich von uns besichtigt."
      actions={<SectionLink href="/properties">Alle Immobilien ansehen</SectionLink>}
    >
      <div id={LIST_ID} className="mt-12">
        <HighlightList />
      </div>
    </PageSection>
  );
}
