import { PageSection } from "@/components/ui/section-heading";
import { cn } from "@/lib/cn";
import { team } from "../content/team";

/** The four team members with initials avatars (no photos). */
export function TeamGrid() {
  return (
    <PageSection
      id="about-team"
      eyebrow="Unser Team"
      title="Die Menschen hinter Ihrer Immobilie"
      lead="Erfahrene Fachleute mit unterschiedlichen Schwerpunkten – und einem gemeinsamen Anspruch: Sie sollen sich bei uns gut aufgehoben fühlen."
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {team.map((member) => (
          <li key={member.name} className="flex flex-col rounded-2xl border border-border bg-card p-7 shadow-card">
            <span
              aria-hidden
              className={cn(
                "inline-flex size-16 items-center justify-center rounded-2xl text-xl font-bold tracking-wide",
                member.avatarClass,
              )}
            >
              {member.initials}
            </span>
            <h3 className="mt-6 text-h3 text-card-foreground">{member.name}</h3>
            <p className="mt-1 text-sm font-semibold text-accent-strong">{member.role}</p>
            <p className="mt-4 leading-relaxed text-muted-foreground">{member.bio}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
