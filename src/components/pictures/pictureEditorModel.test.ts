import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import {
  CATEGORY_IMAGE_FIELDS,
  IMAGE_FIELDS,
  UPLOAD_REFUSED_TITLE,
  hasPendingWork,
  imageChanges,
  keysToDiscard,
  keysToPublish,
  previewUrls,
  slotView,
  startDraft,
  uploadRefusal,
  withCleared,
  withPublished,
  withUpload,
} from './pictureEditorModel';
import type { PendingUpload } from './pictureEditorModel';

function upload(hex: string): PendingUpload {
  const name = `${hex}-1920x844.png`;
  return { key: `upload/${name}`, name, previewUrl: `blob:${hex}`, published: false };
}

const STORED = { image_1: 'old-1.png', image_2: null, image_3: 'old-3.png' };

describe('a picture editing session', () => {
  it('starts with the stored names and nothing to do', () => {
    const draft = startDraft(IMAGE_FIELDS, STORED);
    expect(draft.original).toEqual({
      image_1: 'old-1.png',
      image_2: null,
      image_3: 'old-3.png',
      image_4: null,
      image_5: null,
      image_6: null,
    });
    expect(keysToPublish(draft)).toEqual([]);
    expect(keysToDiscard(draft, 'cancel')).toEqual([]);
    expect(imageChanges(draft)).toEqual({});
    expect(hasPendingWork(draft)).toBe(false);
    expect(hasPendingWork(null)).toBe(false);
  });

  it('shows stored pictures, previews of uploads and empty slots', () => {
    let draft = startDraft(IMAGE_FIELDS, STORED);
    expect(slotView(null, STORED, 'image_1')).toEqual({ type: 'stored', name: 'old-1.png' });
    expect(slotView(null, STORED, 'image_2')).toEqual({ type: 'empty' });
    draft = withUpload(draft, 'image_2', upload('aa'));
    draft = withCleared(draft, 'image_3');
    expect(slotView(draft, STORED, 'image_2')).toEqual({
      type: 'preview',
      name: 'aa-1920x844.png',
      url: 'blob:aa',
    });
    expect(slotView(draft, STORED, 'image_3')).toEqual({ type: 'empty' });
    expect(slotView(draft, STORED, 'image_1')).toEqual({ type: 'stored', name: 'old-1.png' });
  });

  it('publishes what the slots show and puts the published names in the body', () => {
    let draft = startDraft(IMAGE_FIELDS, STORED);
    draft = withUpload(draft, 'image_1', upload('aa'));
    draft = withUpload(draft, 'image_4', upload('bb'));
    draft = withCleared(draft, 'image_3');
    expect(keysToPublish(draft)).toEqual(['upload/aa-1920x844.png', 'upload/bb-1920x844.png']);
    expect(imageChanges(draft)).toEqual({
      image_1: 'aa-1920x844.png',
      image_3: null,
      image_4: 'bb-1920x844.png',
    });
    expect(hasPendingWork(draft)).toBe(true);
  });

  it('discards a replaced upload on submit and every upload on cancel', () => {
    let draft = startDraft(CATEGORY_IMAGE_FIELDS, { image_1: null, image_2: null });
    draft = withUpload(draft, 'image_1', upload('aa'));
    draft = withUpload(draft, 'image_1', upload('bb'));
    draft = withUpload(draft, 'image_2', upload('cc'));
    expect(keysToPublish(draft)).toEqual(['upload/bb-1920x844.png', 'upload/cc-1920x844.png']);
    expect(keysToDiscard(draft, 'submit')).toEqual(['upload/aa-1920x844.png']);
    expect(keysToDiscard(draft, 'cancel')).toEqual([
      'upload/aa-1920x844.png',
      'upload/bb-1920x844.png',
      'upload/cc-1920x844.png',
    ]);
    expect(previewUrls(draft)).toEqual(['blob:aa', 'blob:bb', 'blob:cc']);
  });

  it('discards an upload whose slot was cleared again', () => {
    let draft = startDraft(CATEGORY_IMAGE_FIELDS, { image_1: null, image_2: 'old.png' });
    draft = withUpload(draft, 'image_1', upload('aa'));
    draft = withCleared(draft, 'image_1');
    draft = withUpload(draft, 'image_2', upload('bb'));
    draft = withCleared(draft, 'image_2');
    expect(keysToPublish(draft)).toEqual([]);
    expect(keysToDiscard(draft, 'submit')).toEqual([
      'upload/aa-1920x844.png',
      'upload/bb-1920x844.png',
    ]);
    // image_1 was empty and is empty again: only image_2 changes.
    expect(imageChanges(draft)).toEqual({ image_2: null });
  });

  it('neither moves nor deletes uploads again after a submit got them published', () => {
    let draft = startDraft(CATEGORY_IMAGE_FIELDS, { image_1: null, image_2: null });
    draft = withUpload(draft, 'image_1', upload('aa'));
    draft = withUpload(draft, 'image_2', upload('bb'));
    draft = withPublished(draft, keysToPublish(draft));
    expect(keysToPublish(draft)).toEqual([]);
    expect(keysToDiscard(draft, 'cancel')).toEqual([]);
    // The entity was not saved yet: the body still carries both names.
    expect(imageChanges(draft)).toEqual({ image_1: 'aa-1920x844.png', image_2: 'bb-1920x844.png' });
    expect(slotView(draft, {}, 'image_1')).toMatchObject({ type: 'preview' });
  });

  it('does not change a slot that was empty and is cleared', () => {
    const draft = withCleared(startDraft(CATEGORY_IMAGE_FIELDS, {}), 'image_1');
    expect(draft.changes).toEqual({});
    expect(hasPendingWork(draft)).toBe(false);
  });
});

describe('refused uploads', () => {
  it("shows the server's detail for 400 and 413", () => {
    const detail = 'The file is not a picture (PNG, JPEG, WebP or GIF).';
    expect(uploadRefusal(new ApiError(400, 'Bad Request', { detail }))).toEqual({
      title: UPLOAD_REFUSED_TITLE,
      text: detail,
    });
    expect(uploadRefusal(new ApiError(413, 'Payload Too Large', 'too big'))).toEqual({
      title: UPLOAD_REFUSED_TITLE,
      text: 'too big',
    });
  });

  it('leaves other failures to the save-error toast', () => {
    expect(uploadRefusal(new ApiError(500, 'Internal Server Error', {}))).toBeNull();
    expect(uploadRefusal(new TypeError('Failed to fetch'))).toBeNull();
  });
});
