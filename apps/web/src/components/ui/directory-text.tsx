import { Fragment } from 'react';
import { useDirectoryWords } from '@/lib/directory/directory-words';

/**
 * Words of the chain's directory (a service's name, a closure's reason, a ride-share offer) in the language shown,
 * each on its own so a check of the page can tell it; one still in English is marked so.
 */
export function DirectoryText({ words }: { words: string | readonly string[] }) {
  const say = useDirectoryWords();
  const list = typeof words === 'string' ? [words] : words;
  return (
    <>
      {list.map((source, index) => {
        const { text, lang } = say(source);
        return (
          <Fragment key={`${index}-${source}`}>
            {index > 0 ? ', ' : null}
            {lang ? <span lang={lang}>{text}</span> : text}
          </Fragment>
        );
      })}
    </>
  );
}
