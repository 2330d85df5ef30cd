export { registerFunctionRoutes } from './register-function-routes';
export { requestMailer } from './function-mail';
