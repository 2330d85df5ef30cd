/** Design checks over compiled page data: the missing submit button and workflows on a submit button, with the seed's exact texts. */
import { describe, expect, it } from 'vitest';
import { button, compileSite, flexbox, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import type { ElementNode } from '@kit/runtime-react/authoring';
import { formInput } from '../form-input/builder';
import { formContainer } from './builder';
import { FORM_WARNINGS, formDesignWarnings } from './design-warnings';

function page(children: ElementNode[]) {
  const site = compileSite({
    id: 's',
    name: 'S',
    homePageId: 'p',
    cacheVersion: 1,
    pages: [{ id: 'p', path: '', title: 'P', sections: [{ title: 'Main', children }] }],
  });
  return site.pages.p!;
}

describe('formDesignWarnings', () => {
  it('has the exact texts', () => {
    expect(FORM_WARNINGS.submitMissing).toBe('Submit button missing!');
    expect(FORM_WARNINGS.workflowsOnSubmit).toBe("You probably shouldn't trigger workflows on submit buttons");
  });

  it('warns about a form container without a submit button among its descendants', () => {
    const data = page([
      formContainer({ uid: 'no-submit' }, [formInput({ fieldName: 'a' }), button({ text: 'Plain', buttonType: 'button' })]),
      formContainer({ uid: 'nested-submit' }, [flexbox({}, [formInput({ fieldName: 'b' }), button({ text: 'Go', buttonType: 'submit' })])]),
      // A submit button beside the form does not count.
      formContainer({ uid: 'outside' }, [text({ text: 'Empty' })]),
      button({ text: 'Outside', buttonType: 'submit' }),
    ]);
    expect(formDesignWarnings(data)).toEqual([
      { uid: 'no-submit', message: 'Submit button missing!' },
      { uid: 'outside', message: 'Submit button missing!' },
    ]);
  });

  it('warns about workflows on a submit button, not on other buttons', () => {
    const data = page([
      formContainer({ uid: 'form' }, [
        button({
          uid: 'submit-with-workflow',
          text: 'Go',
          buttonType: 'submit',
          workflows: [workflow('w', 'click', [setVariable('x', 1)])],
        }),
        button({ uid: 'plain-with-workflow', text: 'Other', workflows: [workflow('w2', 'click', [setVariable('x', 2)])] }),
      ]),
    ]);
    expect(formDesignWarnings(data)).toEqual([
      { uid: 'submit-with-workflow', message: "You probably shouldn't trigger workflows on submit buttons" },
    ]);
  });

  it('finds nothing on a well-formed form', () => {
    const data = page([
      formContainer({ uid: 'form', workflows: [workflow('w', 'submit', [])] }, [
        formInput({ fieldName: 'a' }),
        button({ text: 'Go', buttonType: 'submit' }),
      ]),
    ]);
    expect(formDesignWarnings(data)).toEqual([]);
  });
});
