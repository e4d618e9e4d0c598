import { useEffect, useState } from 'react';
import { fetchCategories } from './api';

/** Category names for filter choices; an empty list while loading or when the call fails. */
export function useCategories(): string[] {
  const [categories, setCategories] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchCategories(controller.signal)
      .then(setCategories)
      .catch(() => setCategories([]));
    return () => controller.abort();
  }, []);
  return categories;
}
