import type { Message } from '@casino/contracts';
import { useEffect, useState } from 'react';

export type Selection = ReturnType<typeof useSelection>;

/** The ticked messages of the page shown (a message that left the page is no longer ticked); a new page starts with none. */
export function useSelection(list: Message[], page: number) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page clears the selection
  useEffect(() => setChosen(new Set()), [page]);
  const listed = list.filter((message) => chosen.has(message.id)).map((message) => message.id);
  return {
    ids: new Set(listed) as ReadonlySet<string>,
    all: list.length > 0 && listed.length === list.length,
    some: listed.length > 0 && listed.length < list.length,
    toggle: (id: string, selected: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        if (selected) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (selected: boolean) => setChosen(new Set(selected ? list.map((message) => message.id) : [])),
    clear: () => setChosen(new Set()),
  };
}
