#include "child_process.h"

#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <chrono>
#include <csignal>

extern char** environ;

namespace gputco::probe::testing {
namespace {

void closeIfOpen(int& fd) {
    if (fd >= 0) close(fd);
    fd = -1;
}

}  // namespace

ChildResult runChild(const std::string& program, const std::vector<std::string>& args, double timeoutMs) {
    ChildResult result;
    int outPipe[2] = {-1, -1};
    int errPipe[2] = {-1, -1};
    if (pipe(outPipe) != 0) return result;
    if (pipe(errPipe) != 0) {
        closeIfOpen(outPipe[0]);
        closeIfOpen(outPipe[1]);
        return result;
    }

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], STDERR_FILENO);
    posix_spawn_file_actions_addclose(&actions, outPipe[0]);
    posix_spawn_file_actions_addclose(&actions, errPipe[0]);

    std::vector<std::string> argStrings;
    argStrings.push_back(program);
    argStrings.insert(argStrings.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& arg : argStrings) argv.push_back(arg.data());
    argv.push_back(nullptr);

    const auto started = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    closeIfOpen(outPipe[1]);
    closeIfOpen(errPipe[1]);
    if (spawned != 0) {
        closeIfOpen(outPipe[0]);
        closeIfOpen(errPipe[0]);
        return result;
    }
    result.started = true;

    const auto deadline = started + std::chrono::duration<double, std::milli>(timeoutMs);
    int fds[2] = {outPipe[0], errPipe[0]};
    std::string* sinks[2] = {&result.out, &result.err};
    while (fds[0] >= 0 || fds[1] >= 0) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            result.timedOut = true;
            kill(pid, SIGKILL);
            break;
        }
        pollfd polls[2];
        nfds_t count = 0;
        int which[2];
        for (int i = 0; i < 2; ++i) {
            if (fds[i] >= 0) {
                polls[count] = {fds[i], POLLIN, 0};
                which[count++] = i;
            }
        }
        if (poll(polls, count, static_cast<int>(left.count())) < 0) continue;
        for (nfds_t p = 0; p < count; ++p) {
            if ((polls[p].revents & (POLLIN | POLLHUP | POLLERR)) == 0) continue;
            char buffer[4096];
            const ssize_t got = read(fds[which[p]], buffer, sizeof buffer);
            if (got > 0)
                sinks[which[p]]->append(buffer, static_cast<std::size_t>(got));
            else
                closeIfOpen(fds[which[p]]);
        }
    }
    closeIfOpen(fds[0]);
    closeIfOpen(fds[1]);

    int status = 0;
    waitpid(pid, &status, 0);
    result.elapsedMs =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    if (!result.timedOut && WIFEXITED(status)) result.exitCode = WEXITSTATUS(status);
    return result;
}

}  // namespace gputco::probe::testing
