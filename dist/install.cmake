# What `cmake --install` puts where (GNU directories under the prefix), and
# the Debian package `cpack -G DEB` makes of it. Nothing is read at run time
# from the install tree: shaders and defaults are built into the program.
include(GNUInstallDirs)
install(TARGETS brimstone RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${CMAKE_SOURCE_DIR}/dist/brimstone.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_SOURCE_DIR}/dist/brimstone.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(FILES ${CMAKE_SOURCE_DIR}/dist/brimstone.6 DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
install(FILES ${CMAKE_SOURCE_DIR}/config/default.toml DESTINATION ${CMAKE_INSTALL_DOCDIR}
        RENAME brimstone.toml.example)

set(CPACK_PACKAGE_NAME brimstone)
set(CPACK_PACKAGE_VENDOR "The Brimstone developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Doom source port: vanilla-exact simulation, software and Vulkan renderers")
set(CPACK_PACKAGE_CONTACT "Brimstone developers <brimstone@localhost>")
set(CPACK_PACKAGE_INSTALL_DIRECTORY brimstone)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Run-time libraries found by dpkg-shlibdeps; an IWAD is suggested, not required.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "freedoom | doom-wad, mesa-vulkan-drivers")
include(CPack)
