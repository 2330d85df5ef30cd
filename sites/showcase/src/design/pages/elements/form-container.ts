/**
 * The form container's showcase page: a contact form validated on submit (required, e-mail, number bounds, a custom
 * rule) whose submit workflow sets a variable shown below it, the form variable's validity, and a second form that
 * validates as fields change with browser autocomplete off.
 */
import { button, formContainer, formInput, select } from '@kit/elements/authoring';
import { f, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

export const formContainerPage: PageNode = {
  id: 'element-form-container',
  name: 'Form container',
  path: 'elements/form-container',
  title: { en: 'Form container — showcase' },
  meta: {
    desc: { en: 'The form container: fields registered by name, validation on submit or on change, submit workflows, the form variable.' },
  },
  variables: [{ id: 'contact-result', name: 'contact-result', type: 'string', defaultValue: 'Not sent yet.' }],
  sections: [
    {
      title: 'Form container',
      children: [
        text({ text: 'Form container', tag: 'h1' }),
        text({
          text: 'Fields register with the form by their field name. Submitting checks every field: errors show and the first invalid field takes focus, otherwise the submit workflow runs without reloading the page.',
        }),
      ],
    },
    {
      title: 'Contact form',
      children: [
        text({ text: 'Contact form (validated on submit)', tag: 'h2' }),
        formContainer(
          {
            uid: 'contact-form',
            label: 'Contact form',
            validation: 'submit',
            workflows: [
              workflow('contact-submit', 'submit', [
                setVariable(
                  'contact-result',
                  f(
                    "'Thanks ' + event.formData.name + ', we will write to ' + event.formData.email + ' about ' + event.formData.topic + '.'",
                  ),
                ),
              ]),
            ],
          },
          [
            formInput({ uid: 'contact-name', label: 'Name', fieldName: 'name', placeholder: 'Ada Lovelace', autocomplete: true }),
            formInput({
              uid: 'contact-email',
              type: 'email',
              label: 'E-mail',
              fieldName: 'email',
              placeholder: 'ada@example.com',
              autocomplete: true,
            }),
            formInput({ uid: 'contact-age', type: 'number', label: 'Age (18 to 99)', fieldName: 'age', min: 18, max: 99 }),
            select({
              uid: 'contact-topic',
              label: 'Topic',
              fieldName: 'topic',
              required: true,
              options: [
                { label: 'Sales', value: 'sales' },
                { label: 'Support', value: 'support' },
                { label: 'Press', value: 'press' },
              ],
            }),
            formInput({
              uid: 'contact-message',
              type: 'textarea',
              label: 'Message (at least 10 characters)',
              fieldName: 'message',
              rows: 5,
              customValidation: true,
              validation: 'textLength(context.value) >= 10',
            }),
            button({ uid: 'contact-send', text: 'Send', buttonType: 'submit' }),
          ],
        ),
        text({ uid: 'contact-result-text', text: f("variables['contact-result']") }),
        text({
          uid: 'contact-state',
          text: f(
            "'Form valid: ' + variables['contact-form-form'].isValid + ' — submitted: ' + variables['contact-form-form'].isSubmitted",
          ),
        }),
      ],
    },
    {
      title: 'Validation on change',
      children: [
        text({ text: 'Newsletter (validated as you type, autocomplete off)', tag: 'h2' }),
        formContainer(
          {
            uid: 'newsletter-form',
            label: 'Newsletter',
            validation: 'change',
            debounceDelay: 300,
            autocomplete: false,
            workflows: [
              workflow('newsletter-submit', 'submit', [setVariable('contact-result', f("'Subscribed ' + event.formData.newsletter"))]),
            ],
          },
          [
            formInput({ uid: 'newsletter-email', type: 'email', label: 'E-mail', fieldName: 'newsletter' }),
            button({ uid: 'newsletter-send', text: 'Subscribe', buttonType: 'submit' }),
          ],
        ),
      ],
    },
  ],
};
