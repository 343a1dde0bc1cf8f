import { Link } from "wouter";
import { ArrowRight, Check } from "lucide-react";
import { cn } from "@/lib/cn";
import { SERVICE_IMAGE_SIZE, type Service } from "../content/services";

type ServiceSectionProps = {
  service: Service;
  /** Position on the page (0-based): numbers the section and alternates the image side. */
  index: number;
};

/** One service: number, title, tagline, description, six bullet points and its illustration. */
export function ServiceSection({ service, index }: ServiceSectionProps) {
  const headingId = `${service.id}-title`;
  const imageFirst = index % 2 === 1;
  return (
    <section
      id={service.id}
      aria-labelledby={headingId}
      className={cn("section scroll-mt-(--header-height)", imageFirst && "bg-muted/60")}
    >
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(imageFirst && "lg:order-2")}>
          <p className="eyebrow">
            <span aria-hidden>{String(index + 1).padStart(2, "0")} · </span>
            {service.tagline}
          </p>
          <h2 id={headingId} className="mt-3 text-h2 text-foreground">
            {service.title}
          </h2>
          <p className="mt-5 text-lead text-muted-foreground">{service.description}</p>
          <ul className="mt-8 grid gap-x-6 gap-y-3.5 sm:grid-cols-2">
            {service.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 leading-snug text-foreground">
                <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <Check aria-hidden className="size-3.5" strokeWidth={3} />
                </span>
                {bullet}
              </li>
            ))}
          </ul>
          <Link
            href="/contact"
            className="mt-8 inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary hover:underline"
          >
            {service.title} anfragen
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <div className={cn("relative", imageFirst && "lg:order-1")}>
          <div
            aria-hidden
            className={cn(
              "absolute -inset-3 -z-10 rounded-[2rem] bg-accent/20 sm:-inset-4",
              imageFirst ? "-rotate-2" : "rotate-2",
            )}
          />
          <img
            src={service.image.src}
            alt={service.image.alt}
            width={SERVICE_IMAGE_SIZE.width}
            height={SERVICE_IMAGE_SIZE.height}
            loading={index === 0 ? "eager" : "lazy"}
            decoding="async"
            className="h-auto w-full rounded-2xl border border-border/60 shadow-card-hover dark:brightness-90"
          />
        </div>
      </div>
    </section>
  );
}
