/** Design authoring (`@kit/runtime-react/authoring`): typed builders and the compiler to the runtime's JSON. */
export { f } from './nodes';
export type { Bound, ComponentNode, ElementNode, Formula, PageNode, SectionNode } from './nodes';
export { button, flexbox, image, node, splitCommon, text } from './elements';
export type { Common } from './elements';
export { changePage, setVariable, workflow, workflowGraph } from './workflows';
export type { ActionInput } from './workflows';
export { compileSite } from './compile-site';
export type { CompiledSite, SiteInput } from './compile-site';
