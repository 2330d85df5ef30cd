/** Typed design builders for the library's elements (`@kit/elements/authoring`), one per element, built on runtime-react's `node`. */
export { datagrid } from './datagrid/builder';
export { button } from './button/builder';
export { icon } from './icon/builder';
export { text } from './text/builder';
export { image } from './image/builder';
export { flexbox } from './flexbox/builder';
export { accordion } from './accordion/builder';
export { modal } from './modal/builder';
export { paginator } from './paginator/builder';
export { donutProgress } from './donutProgress/builder';
export { backgroundVideo } from './backgroundVideo/builder';
export { formContainer } from './formContainer/builder';
export { formInput } from './formInput/builder';
export { select } from './select/builder';
export { fileDrop, uploadDroppedFiles } from './fileDrop/builder';
export { numberDisplay } from './numberDisplay/builder';
export { formDesignWarnings, FORM_WARNINGS } from './formContainer/designWarnings';
export type { DesignWarning } from './formContainer/designWarnings';
