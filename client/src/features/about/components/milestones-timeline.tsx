import { PageSection } from "@/components/ui/section-heading";
import { milestones } from "../content/milestones";

/** Five milestones: a vertical timeline on phones, a horizontal one from lg. */
export function MilestonesTimeline() {
  return (
    <PageSection id="about-milestones" muted eyebrow="Meilensteine" title="Unser Weg seit der Gründung">
      <ol className="mt-12 grid gap-10 lg:grid-cols-5 lg:gap-6">
        {milestones.map((milestone) => (
          <li
            key={milestone.year}
            className="relative border-l-2 border-border pb-1 pl-8 lg:border-l-0 lg:border-t-2 lg:pl-0 lg:pt-9"
          >
            <span
              aria-hidden
              className="absolute -left-[9px] top-1 size-4 rounded-full border-[3px] border-background bg-accent lg:-top-[9px] lg:left-0"
            />
            <p className="text-3xl font-bold tracking-tight text-primary">{milestone.year}</p>
            <h3 className="mt-2 text-h3 text-foreground">{milestone.title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{milestone.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
