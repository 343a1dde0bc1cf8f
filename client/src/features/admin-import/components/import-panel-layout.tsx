import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type ImportPanelLayoutProps = { form: ReactNode; overview: ReactNode; results?: ReactNode; fields: ReactNode };

/**
 * One tab's layout. Wide screens: form and format overview side by side, results and the field list
 * below at full width. Phones (source order): form, then results right under the button, then the format.
 */
export function ImportPanelLayout({ form, overview, results, fields }: ImportPanelLayoutProps) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">{form}</div>
      {results && <div className="grid min-w-0 gap-6 lg:col-span-2">{results}</div>}
      <div className="min-w-0 lg:col-start-2 lg:row-start-1">{overview}</div>
      <div className="min-w-0 lg:col-span-2">{fields}</div>
    </div>
  );
}

/** The form card of a tab: its heading, what the format does, then the fields and the button. */
export function ImportFormCard({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}
