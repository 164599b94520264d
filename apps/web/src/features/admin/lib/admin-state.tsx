import { UPLOAD_BAR_HIDE_MS } from '@academy/shared/limits';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { OnProgress } from '../api/media';
import type { OnNotice, UploadNotice } from '../api/resumable-upload';

/** Where an upload's bar is drawn: one lecture row, the bulk upload, the banner, … */
export type UploadTarget = string;

export type MediaUploadState = {
  /** SPEC §3 Shared admin state: the media upload flag and percentage. */
  uploading: boolean;
  percent: number;
  /** The place the last upload belongs to; null once its bar has hidden. */
  target: UploadTarget | null;
  failed: boolean;
  /** A resumable upload carrying on from an earlier try, or waiting for the connection. */
  notice: UploadNotice;
};

/**
 * SPEC §3 Shared admin state. Its "lists of admin courses and assets" and "loading flag" are
 * server data, so they live in TanStack Query under adminKeys.courses and .assets (each
 * a prefix: a table's page, a picker's suggestions, the names of chosen items), every query
 * with its own pending flag. None of them is ever the whole catalogue (issue 15): the admin
 * area asks the server for a page, a search or a few ids, never for every course.
 */
type AdminState = {
  mediaUpload: MediaUploadState;
  /**
   * Runs one upload, reporting its percent to the shared state. The bar stays for
   * UPLOAD_BAR_HIDE_MS after the upload ends (SPEC §9), then hides.
   */
  runUpload<T>(
    target: UploadTarget,
    task: (onProgress: OnProgress, onNotice: OnNotice) => Promise<T>,
  ): Promise<T>;
  /** SPEC §3: the id of the course or asset being edited; null on a new item. */
  editedId: string | null;
  setEditedId(id: string | null): void;
  /** True while a form holds changes that are not saved; the menu asks before leaving. */
  unsavedChangesRef: RefObject<boolean>;
};

const AdminStateContext = createContext<AdminState | null>(null);

const idle: MediaUploadState = { uploading: false, percent: 0, target: null, failed: false, notice: null };

export function AdminStateProvider({ children }: { children: ReactNode }) {
  const [mediaUpload, setMediaUpload] = useState<MediaUploadState>(idle);
  const [editedId, setEditedId] = useState<string | null>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const unsavedChangesRef = useRef(false);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const runUpload = useCallback(
    async <T,>(
      target: UploadTarget,
      task: (onProgress: OnProgress, onNotice: OnNotice) => Promise<T>,
    ): Promise<T> => {
      window.clearTimeout(hideTimer.current);
      setMediaUpload({ uploading: true, percent: 0, target, failed: false, notice: null });
      let failed = false;
      try {
        return await task(
          (percent) => setMediaUpload((state) => (state.percent === percent ? state : { ...state, percent })),
          (notice) => setMediaUpload((state) => (state.notice === notice ? state : { ...state, notice })),
        );
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        setMediaUpload((state) => ({ ...state, uploading: false, failed, notice: null }));
        hideTimer.current = window.setTimeout(
          () => setMediaUpload((state) => (state.uploading ? state : idle)),
          UPLOAD_BAR_HIDE_MS,
        );
      }
    },
    [],
  );

  const value = useMemo(
    () => ({ mediaUpload, runUpload, editedId, setEditedId, unsavedChangesRef }),
    [mediaUpload, runUpload, editedId],
  );
  return <AdminStateContext.Provider value={value}>{children}</AdminStateContext.Provider>;
}

export function useAdminState(): AdminState {
  const state = useContext(AdminStateContext);
  if (!state) throw new Error('useAdminState needs AdminStateProvider');
  return state;
}

/**
 * Marks the admin area as holding unsaved work while `dirty` is true: the menu asks before
 * leaving, and the browser asks before closing or reloading the tab.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { unsavedChangesRef } = useAdminState();
  useEffect(() => {
    unsavedChangesRef.current = dirty;
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      unsavedChangesRef.current = false;
    };
  }, [dirty, unsavedChangesRef]);
}

/** The edited id of SPEC §4 Admin editing: set while an edit route is open. */
export function useEditedId(id: string | null) {
  const { setEditedId } = useAdminState();
  useEffect(() => {
    setEditedId(id);
    return () => setEditedId(null);
  }, [id, setEditedId]);
}
