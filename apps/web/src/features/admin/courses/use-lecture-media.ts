import type { MediaUploadResult } from '@academy/shared/admin-media';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { deleteMedia, type OnProgress } from '../api/media';
import { type OnNotice, uploadResumable, useUploaderFetchedEarly } from '../api/resumable-upload';
import { useAdminState } from '../lib/admin-state';
import { type BatchReport, uploadBatch } from '../lib/upload-batch';
import { readVideoDuration } from '../lib/video-duration';
import { blankLecture, type LectureRow, newLectureKey } from './course-form';
import { type BulkOutcome, bulkSummary, IncompleteBatch, isVideo, notVideo } from './lecture-video';

export type Rows = (update: (rows: LectureRow[]) => LectureRow[]) => void;

/** A confirmation asked for one lecture, with what went wrong when it was answered. */
type Pending = { key: string; error: string | null } | null;

/** A lecture video, resumably; a picture (the endpoint takes those too) is deleted and refused. */
async function uploadLectureVideo(file: File, onProgress: OnProgress, onNotice: OnNotice) {
  const media = await uploadResumable(file, 'media', onProgress, onNotice);
  if (media.resource_type !== 'video') {
    void deleteMedia(media.public_id).catch(() => undefined);
    throw new ApiError(415, notVideo(file.name));
  }
  return media;
}

/**
 * The curriculum's media work: a lecture's video uploaded, replaced or deleted with its lecture
 * (each only after the server has deleted the stored video), and bulk uploads that become
 * lectures; with what each lecture is busy with and what went wrong, row by row.
 */
export function useLectureMedia(rows: LectureRow[], setRows: Rows) {
  const { mediaUpload, runUpload } = useAdminState();
  useUploaderFetchedEarly();
  const uploading = mediaUpload.uploading;
  const [busy, setBusy] = useState<Record<string, 'replace' | 'delete'>>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [bulkError, setBulkError] = useState<string | null>(null);
  const [bulkReport, setBulkReport] = useState<BulkOutcome | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Pending>(null);
  const [pendingReplace, setPendingReplace] = useState<Pending>(null);

  const update = (key: string, patch: Partial<LectureRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const setRowError = (key: string, message: string | null) =>
    setRowErrors(({ [key]: _old, ...rest }) => (message ? { ...rest, [key]: message } : rest));
  const setBusyFor = (key: string, state: 'replace' | 'delete' | null) =>
    setBusy(({ [key]: _old, ...rest }) => (state ? { ...rest, [key]: state } : rest));

  const uploadVideo = async (key: string, file: File) => {
    if (!isVideo(file)) {
      setRowError(key, notVideo(file.name));
      return;
    }
    setRowError(key, null);
    const duration = readVideoDuration(file);
    try {
      const media = await runUpload(`lecture:${key}`, (onProgress, onNotice) =>
        uploadLectureVideo(file, onProgress, onNotice),
      );
      update(key, {
        videoUrl: media.secure_url,
        public_id: media.public_id,
        duration: await duration,
        fileName: media.original_filename || file.name,
        ...(media.preview_url ? { previewUrl: media.preview_url } : {}),
      });
    } catch (error) {
      const message = errorMessage(error, 'The video could not be uploaded. Please try again.');
      setRowError(key, message);
      notify.error(message);
    }
  };

  /**
   * Each file goes up on its own resumable upload, two at a time, under one bar, and becomes a
   * 'Lecture N' row as soon as it is stored (in the order picked): a failed file costs only
   * itself, and what the connection cut short can be tried again.
   */
  const bulkUpload = async (files: File[]) => {
    const wrong = files.filter((file) => !isVideo(file));
    if (wrong.length) {
      setBulkError(
        `Only MP4, WebM or MOV videos can be bulk uploaded. Not videos: ${wrong.map((file) => file.name).join(', ')}.`,
      );
      return;
    }
    setBulkError(null);
    setBulkReport(null);
    const addLecture = async (media: MediaUploadResult, file: File) => {
      const duration = await readVideoDuration(file);
      setRows((current) => {
        // A blank row (no title, no video) is a placeholder: the uploaded lectures take its place.
        const kept = current.filter((row) => row.title.trim() !== '' || row.videoUrl !== '');
        return [
          ...kept,
          {
            ...blankLecture(newLectureKey(), `Lecture ${kept.length + 1}`),
            videoUrl: media.secure_url,
            public_id: media.public_id,
            duration,
            fileName: media.original_filename || file.name,
            ...(media.preview_url ? { previewUrl: media.preview_url } : {}),
          },
        ];
      });
    };
    let report: BatchReport<File>;
    try {
      report = await runUpload('bulk', async (onProgress, onNotice) => {
        const done = await uploadBatch(files, {
          upload: uploadLectureVideo,
          onStored: addLecture,
          onProgress,
          onNotice,
        });
        // The bar shows the batch as failed when any file was not stored; the report says which.
        if (done.stored < files.length) throw new IncompleteBatch(done);
        return done;
      });
    } catch (error) {
      if (!(error instanceof IncompleteBatch)) {
        const message = errorMessage(error, 'The videos could not be uploaded. Please try again.');
        setBulkError(message);
        notify.error(message);
        return;
      }
      report = error.report;
    }
    const { stored } = report;
    if (stored === files.length) {
      notify.success(`${stored} ${stored === 1 ? 'lecture' : 'lectures'} added`);
      return;
    }
    setBulkReport({ ...report, total: files.length });
    notify.error(bulkSummary(stored, files.length));
  };

  const replaceVideo = async (row: LectureRow) => {
    setRowError(row.key, null);
    setBusyFor(row.key, 'replace');
    try {
      if (row.public_id) await deleteMedia(row.public_id);
      // Only now that the server has deleted it does the lecture lose its video.
      update(row.key, { videoUrl: '', public_id: '', duration: null, fileName: '', previewUrl: '' });
      setPendingReplace(null);
    } catch (error) {
      const message = errorMessage(error, 'The old video could not be removed. Please try again.');
      setRowError(row.key, message);
      setPendingReplace((current) => (current ? { ...current, error: message } : current));
    } finally {
      setBusyFor(row.key, null);
    }
  };

  const deleteLecture = async (key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) return;
    setBusyFor(key, 'delete');
    try {
      if (row.public_id) await deleteMedia(row.public_id);
      setRows((current) => current.filter((candidate) => candidate.key !== key));
      setPendingDelete(null);
    } catch (error) {
      const message = errorMessage(error, 'The lecture could not be deleted. Please try again.');
      setPendingDelete((current) => (current ? { ...current, error: message } : current));
      setRowError(key, message);
    } finally {
      setBusyFor(key, null);
    }
  };

  /** A saved lecture's video is live: the server clears it from the course at once, so ask first. */
  const requestReplace = (row: LectureRow) => {
    if (row._id) setPendingReplace({ key: row.key, error: null });
    else void replaceVideo(row);
  };

  const requestDelete = (row: LectureRow) => {
    if (row.public_id) setPendingDelete({ key: row.key, error: null });
    else setRows((current) => current.filter((candidate) => candidate.key !== row.key));
  };

  return {
    uploading,
    /** This lecture's own upload is the one running. */
    uploadingFor: (key: string) => uploading && mediaUpload.target === `lecture:${key}`,
    busy,
    rowErrors,
    bulkError,
    bulkReport,
    pendingDelete,
    pendingReplace,
    update,
    uploadVideo,
    bulkUpload,
    replaceVideo,
    deleteLecture,
    requestReplace,
    requestDelete,
    cancelDelete: () => setPendingDelete(null),
    cancelReplace: () => setPendingReplace(null),
  };
}
