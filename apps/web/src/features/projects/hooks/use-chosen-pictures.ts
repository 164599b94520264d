import { useEffect, useRef, useState } from 'react';
import { choosePictures, type FileRefusal } from '../lib/file-rules';

/** A picture the student chose, with the local link its thumbnail shows. */
export type ChosenPicture = { key: number; file: File; preview: string };

/** What choosing files did: the refused ones, and how many good ones were past the limit. */
export type PictureChoice = { refused: FileRefusal[]; leftOut: number };

/**
 * The pictures chosen for a version, in order (the first is the cover), each with a preview from
 * the file itself, before any upload. Every preview link is let go when its picture is removed
 * and when the form goes, so chosen pictures do not stay in the browser's memory.
 */
export function useChosenPictures() {
  const [pictures, setPictures] = useState<ChosenPicture[]>([]);
  const previews = useRef(new Set<string>());
  const nextKey = useRef(0);

  useEffect(() => {
    const live = previews.current;
    return () => {
      live.forEach((preview) => URL.revokeObjectURL(preview));
      live.clear();
    };
  }, []);

  const letGo = (preview: string) => {
    URL.revokeObjectURL(preview);
    previews.current.delete(preview);
  };

  return {
    pictures,
    /** Adds the files the rules take, after those already chosen. */
    add(files: readonly File[]): PictureChoice {
      const { taken, refused, leftOut } = choosePictures(pictures.length, files);
      const added = taken.map((file) => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        nextKey.current += 1;
        return { key: nextKey.current, file, preview };
      });
      setPictures((current) => [...current, ...added]);
      return { refused, leftOut };
    },
    remove(key: number) {
      const picture = pictures.find((chosen) => chosen.key === key);
      if (picture) letGo(picture.preview);
      setPictures((current) => current.filter((chosen) => chosen.key !== key));
    },
    clear() {
      pictures.forEach((picture) => letGo(picture.preview));
      setPictures([]);
    },
  };
}
