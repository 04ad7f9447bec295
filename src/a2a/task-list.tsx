"use client";
import type { A2AThreadTask } from "../adapters/a2a";

/**
 * Props of {@link TaskList}.
 *
 * @selector [data-slot="agent-task-list"] [data-slot="agent-task"][data-state]
 * @example
 * const props: TaskListProps = { tasks: thread.tasks, onRefresh: session.refresh };
 */
export interface TaskListProps {
  readonly tasks: readonly A2AThreadTask[];
  readonly currentTaskId?: string;
  /** Reads the task again from the agent (`tasks/get`). */
  readonly onRefresh?: (taskId: string) => void;
}

/**
 * The tasks of this session, newest first, with their state and a button to read each again.
 *
 * @example
 * <TaskList tasks={thread.tasks} onRefresh={(id) => session.refresh(id)} />
 */
export function TaskList({ tasks, currentTaskId, onRefresh }: TaskListProps) {
  return (
    <section data-slot="agent-task-list" aria-label="Tasks">
      <h3>Tasks</h3>
      {tasks.length === 0 ? (
        <p data-slot="agent-task-list-empty">No tasks yet.</p>
      ) : (
        <ol reversed>
          {[...tasks].reverse().map((task) => (
            <li key={task.taskId} data-slot="agent-task" data-state={task.state ?? "unknown"} aria-current={task.taskId === currentTaskId ? "true" : undefined}>
              <code title={task.taskId}>{task.taskId.slice(0, 8)}</code> <span data-slot="agent-task-state">{task.state ?? "unknown"}</span>
              {onRefresh && (
                <button type="button" onClick={() => onRefresh(task.taskId)} aria-label={`Reload task ${task.taskId.slice(0, 8)}`}>
                  Reload
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
