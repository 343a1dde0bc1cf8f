import { Badge } from "@/components/ui/badge";

export const postStatusLabels = { published: "Veröffentlicht", draft: "Entwurf" } as const;

export function PostStatusBadge({ published }: { published: boolean }) {
  return (
    <Badge variant={published ? "success" : "outline"}>
      {published ? postStatusLabels.published : postStatusLabels.draft}
    </Badge>
  );
}
