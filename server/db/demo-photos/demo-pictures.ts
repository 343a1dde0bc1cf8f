import type { FilesToPlace, MediaService } from "../../media/media.service";
import { picturesFor, type Picture } from "./listing-photos";
import { cachedPreparation, pictureFile, type PictureCache } from "./photo-cache";

// The demo listings' photos and floor plans, stored the way an upload is: through the media
// service, which checks them, cleans them and stores their 400, 800 and 1200 px variants. Drawn
// and prepared once per machine (photo-cache.ts).

const toDataUrl = ({ contentType, bytes }: { contentType: string; bytes: Buffer }) =>
  `data:${contentType};base64,${bytes.toString("base64")}`;

/** Runs `work` on every item, `width` at a time: the two cores draw two pictures at once. */
async function eachAtOnce<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * Draws and prepares every picture of these listings, two at a time, into the cache (a no-op when
 * it has them); returns each picture as a data URL. Tests that start servers with the demo
 * content call it first, so the first seed on a clean machine is not timed by them.
 */
export async function drawDemoPictures(
  addresses: string[],
  cache: PictureCache,
  prepare = cachedPreparation(cache),
): Promise<Map<Picture, string>> {
  const files = new Map<Picture, string>();
  const pictures = addresses.map(picturesFor).flatMap((p) => [...p.images, ...p.floorPlans]);
  await eachAtOnce(pictures, 2, async (picture) => {
    const file = await pictureFile(picture, cache);
    await prepare(file.bytes, file.contentType);
    files.set(picture, toDataUrl(file));
  });
  return files;
}

/**
 * The pictures of each listing (by address), drawn and prepared: per listing its images, then its
 * floor plans, as lists for `withPlaced` of the returned service, which prepares from the cache.
 */
export async function demoPictures(
  media: MediaService,
  addresses: string[],
  cache: PictureCache,
): Promise<{ seeding: MediaService; files: FilesToPlace & { images: { sources: string[] }[] } }> {
  // Drawn and prepared first; placing then only reads what was prepared.
  const prepare = cachedPreparation(cache);
  const drawn = await drawDemoPictures(addresses, cache, prepare);
  const images = addresses.map(picturesFor).flatMap(({ images, floorPlans }) => [
    { sources: images.map((p) => drawn.get(p)!), label: "Foto" },
    { sources: floorPlans.map((p) => drawn.get(p)!), label: "Grundriss" },
  ]);
  return { seeding: media.preparingWith(prepare), files: { images } };
}
