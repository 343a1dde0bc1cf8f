import { fixedPageHeads } from "@shared/fixed-page-heads";
import { ContentPage } from "@/components/layout/content-page";
import { FavoriteList } from "@/features/properties/components/favorite-list";
import { useFavorites } from "@/hooks/use-favorites";
import { useHydrated } from "@/hooks/use-hydrated";

/**
 * /favorites: the visitor's Merkliste, kept in this browser. The server renders the page around
 * it; the list itself is read from this browser's storage once the page has hydrated.
 */
export default function FavoritesPage() {
  const ids = useFavorites();
  const hydrated = useHydrated();
  return (
    <ContentPage
      head={fixedPageHeads["/favorites"]}
      eyebrow="Merkliste"
      title="Ihre gemerkten Immobilien"
      lead="Alles, was Sie mit dem Herz gemerkt haben, an einem Ort. Die Merkliste bleibt in diesem Browser gespeichert – auch nach dem Neuladen und ganz ohne Konto."
    >
      <div className="container-page min-h-80 pb-[clamp(3.5rem,2.25rem+5vw,7rem)]">
        {hydrated ? (
          <FavoriteList ids={ids} />
        ) : (
          <p role="status" className="text-muted-foreground">
            Merkliste wird geladen...
          </p>
        )}
      </div>
    </ContentPage>
  );
}
