import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { clientStorage } from '../../lib/storage/clientStorage';
import { HOME_TAG, closeAll, closeOthers, closeTag, isOpenTagList, withCurrent, type OpenTag } from './tagList';

function storedTags(): OpenTag[] {
  const stored = clientStorage.getJson<unknown>('tagList', []);
  return isOpenTagList(stored) ? stored : [];
}

/** The open tags, kept in localStorage `tagList`, following navigation. */
export function useTagList(current: OpenTag | undefined) {
  const navigate = useNavigate();
  const [tags, setTags] = useState<OpenTag[]>(() => withCurrent(storedTags(), undefined));
  const currentName = current?.name;
  const currentPath = current?.path;
  const currentLabel = current?.label;

  useEffect(() => {
    setTags((list) =>
      withCurrent(
        list,
        currentName && currentPath !== undefined
          ? { name: currentName, path: currentPath, ...(currentLabel ? { label: currentLabel } : {}) }
          : undefined,
      ),
    );
  }, [currentName, currentPath, currentLabel]);

  useEffect(() => {
    clientStorage.setJson('tagList', tags);
  }, [tags]);

  const close = useCallback(
    (name: string) => {
      const result = closeTag(tags, name, currentName);
      setTags(result.tags);
      if (result.goTo) void navigate(result.goTo);
    },
    [tags, currentName, navigate],
  );

  const closeOthersThan = useCallback(
    (name: string) => {
      setTags(closeOthers(tags, name));
      const kept = tags.find((tag) => tag.name === name);
      if (kept && name !== currentName) void navigate(kept.path);
    },
    [tags, currentName, navigate],
  );

  const closeEverything = useCallback(() => {
    setTags(closeAll(tags));
    void navigate(HOME_TAG.path);
  }, [tags, navigate]);

  return { tags, close, closeOthers: closeOthersThan, closeAll: closeEverything };
}
