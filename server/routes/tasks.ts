/** Tasks and achievements: the task user with its task list, and the claim of a task's rewards. */
import { defineHandlers } from '../context';
import { receiveTaskAward, taskUser } from '../domain/tasks';

export const taskHandlers = defineHandlers({
  getTaskUser: ({ deps, caller, origin }) => taskUser(deps, caller.userId, origin),

  receiveTaskAward: ({ deps, body, caller }) => receiveTaskAward(deps, caller.userId, body.id),
});
