# Runs the desktop app as a user starts it and checks both what it prints and how it exits
# (issue #14: a pass regular expression alone would ignore a crash after the line).
# -DAPP=<gputco> -DFILE=<scenario> -DEXPECT=<regular expression>
execute_process(COMMAND ${APP} --quit-when-ready ${FILE}
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status TIMEOUT 60)
message("${out}${err}")
if(NOT status EQUAL 0)
  message(FATAL_ERROR "gputco exited with ${status}")
endif()
if(NOT out MATCHES "${EXPECT}")
  message(FATAL_ERROR "gputco did not print \"${EXPECT}\"")
endif()
